import type { Contract, Operation } from './operations.ts';

/** A value as source text; `undefined` (an answer without a JSON body) stays `undefined`. */
const valueSource = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

const mapSource = (map: Map<string, unknown>) =>
  `new Map([${[...map].map(([key, value]) => `[${JSON.stringify(key)}, ${valueSource(value)}]`).join(', ')}])`;

function operationSource(operation: Operation): string {
  const fields = Object.entries(operation).map(
    ([name, value]) =>
      `${JSON.stringify(name)}: ${value instanceof Map ? mapSource(value) : valueSource(value)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

/**
 * The contract as the source of an ES module whose `loadContract()` answers it, as the reader's
 * `loadContract()` does. The server's build puts it in place of the reader, so production never
 * loads the OpenAPI library (about 20 MB resident) to read a file that cannot change after the
 * build.
 */
export function contractModuleSource(contract: Contract): string {
  return [
    'const contract = {',
    `  schemas: ${JSON.stringify(contract.schemas)},`,
    `  operations: [${contract.operations.map(operationSource).join(',\n')}],`,
    `  basePath: ${JSON.stringify(contract.basePath)},`,
    '};',
    'export function loadContract() {',
    '  return Promise.resolve(contract);',
    '}',
  ].join('\n');
}
