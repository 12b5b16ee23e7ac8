import { additionalDetailsSchema, SUCCESS } from '@pod-portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../auth/index.ts';
import { submitBook, type UploadBookBody } from '../../submit-book.ts';

/** A submission carries the thumbnail (up to 5 MB, a third more as base64) and the texts. */
const SUBMISSION_BODY_LIMIT = 7_500_000;

/** The wizard's submission of a book's details, services and files to come (`uploadBook`). */
const submissionRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UploadBookBody }>(
    '/user/uploadbook',
    // The metadata's schema refusals (an empty date, no audience) in the form's words.
    { bodyLimit: SUBMISSION_BODY_LIMIT, config: { bodyRules: additionalDetailsSchema } },
    async (request) => ({
      ...SUCCESS,
      cartItems: await submitBook(app, currentUser(request).id, request.body),
    }),
  );
};

export default submissionRoutes;
