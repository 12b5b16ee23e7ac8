/**
 * What the SDK can see of Node's `process`: Node hands out its built-in modules at run time,
 * unseen by bundlers. Undefined where neither Node nor a runtime acting as it (Bun, Deno) runs.
 */
export interface NodeProcess {
  getBuiltinModule?: (id: string) => unknown;
}

export const nodeProcess = (): NodeProcess | undefined =>
  (globalThis as { process?: NodeProcess }).process;
