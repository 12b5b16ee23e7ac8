import { GRADES, PREFLIGHT_CODES } from '@pod-portal/domain';
import { loadContract } from '@pod-portal/openapi/operations';
import { expect, it } from 'vitest';

const contract = await loadContract();

it("the contract's preflight checks name every code and grade the domain's rules give", () => {
  const check = (contract.schemas as Record<string, unknown>).PreflightCheck as {
    properties: { code: { enum: string[] }; grade: { enum: string[] } };
  };
  expect(check.properties.code.enum).toEqual([...PREFLIGHT_CODES]);
  expect(check.properties.grade.enum).toEqual([...GRADES]);
});
