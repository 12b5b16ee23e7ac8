import { apiCodes } from '../generated/api-codes.gen.ts';

export { apiCodes };

export type ApiCode = keyof typeof apiCodes;

export type ApiCodeKind = (typeof apiCodes)[ApiCode];
