import {
  type BookFormat,
  computeRoyalty,
  type RoyaltyPayload,
  toRoyaltyAnswer,
  toRoyaltyInput,
} from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../../../http/api-error.ts';
import { currentPriceList } from '../../current-price-list.ts';

/** The live royalty estimate: computed on the stored price list, nothing stored. */
const royalty: FastifyPluginAsync = async (app) => {
  app.put<{ Body: RoyaltyPayload & { format: BookFormat } }>(
    '/user/realtimeroyalty',
    async (request) => {
      const prices = await currentPriceList(app.db);
      const mapped = toRoyaltyInput(request.body.format, request.body, prices);
      if (!mapped.ok) throw badRequest('Invalid input', mapped.errors);
      return toRoyaltyAnswer(computeRoyalty(mapped.input, prices));
    },
  );
};

export default royalty;
