/**
 * What the SDK can see of Node's `process`: Node hands out its built-in modules at run time,
 * unseen by bundlers. Undefined outside Node (and runtimes that act as it: Bun, Deno).
 */
export interface NodeProcess {
  getBuiltinModule?: (id: string) => unknown;
}

export const nodeProcess = (): NodeProcess | undefined =>
  (globalThis as { process?: NodeProcess }).process;
