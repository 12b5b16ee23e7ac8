import { describe, expect, it } from 'vitest';
import { contractModuleSource } from './contract-module.ts';
import { type Contract, loadContract } from './operations.ts';

describe('contractModuleSource', () => {
  it("answers the workspace's contract exactly as the reader does", async () => {
    const contract = await loadContract();
    const source = contractModuleSource(contract);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
    )) as { loadContract: () => Promise<Contract> };
    const snapshot = await module.loadContract();
    expect(snapshot).toStrictEqual(contract);
    // An answer without a JSON body is still `undefined`, not `null`, after the round trip.
    const empty = contract.operations.flatMap((op) =>
      [...op.responses].filter(([, schema]) => schema === undefined).map(([status]) => status),
    );
    expect(empty.length).toBeGreaterThan(0);
    const emptyAfter = snapshot.operations.flatMap((op) =>
      [...op.responses].filter(([, schema]) => schema === undefined).map(([status]) => status),
    );
    expect(emptyAfter).toEqual(empty);
  });
});
