import fp from 'fastify-plugin';
import { type ContractSeal, loadContractSeal } from './contract-seal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The certificate that seals signed contracts (CONTRACT_SEAL_P12, or made in DATA_DIR). */
    contractSeal: ContractSeal;
  }
}

/** Loads (or, on the first start, makes) the certificate that seals signed contracts. */
export const contractSealPlugin = fp(
  async (app) => {
    app.decorate('contractSeal', loadContractSeal(app.config.contractSeal));
  },
  { name: 'contract-seal', fastify: '5.x' },
);
