import { profileUpdateRequestSchema } from '@pod-portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../../../../db/schema/index.ts';
import { ApiError } from '../../../../http/api-error.ts';
import { parseBody } from '../../../../http/parse-body.ts';
import { sealText } from '../../../../lib/sealed-text.ts';
import { currentUser } from '../../../auth/index.ts';

const USER_FIELDS = ['name_first', 'name_last', 'userEmail', 'phone_main'] as const;

interface ChangeRequest {
  name_first: string;
  name_last: string;
  userEmail: string;
  phone_main?: string;
  misc: Record<string, unknown> & { is_international_account?: boolean };
}

/** The domain's form names the bank and publisher fields flat; the payload nests them in misc. */
function asMiscField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors = error.errors.map(({ field, message }) => ({
    message,
    field: (USER_FIELDS as readonly string[]).includes(field)
      ? field
      : `misc.${field === 'isInternationalAccount' ? 'is_international_account' : field}`,
  }));
  return new ApiError(error.httpStatus, error.message, { code: error.code, errors });
}

/**
 * PUT /user/requestchange: the Update Request form, checked with the profile request rules,
 * kept (sealed: it holds bank details) as the user's pending_changes for admin review; a new
 * request replaces a pending one. Success is statusCode 200, as the product expects.
 */
const requestChange: FastifyPluginAsync = async (app) => {
  app.put<{ Body: ChangeRequest }>('/user/requestchange', async (request) => {
    const { id } = currentUser(request);
    const { misc, ...user } = request.body;
    let input: ReturnType<typeof profileUpdateRequestSchema.parse>;
    try {
      input = parseBody(profileUpdateRequestSchema, {
        ...misc,
        ...user,
        isInternationalAccount: misc.is_international_account === true,
      });
    } catch (error) {
      throw asMiscField(error);
    }
    const { name_first, name_last, userEmail, phone_main, isInternationalAccount, ...bankInfo } =
      input;
    const pending = {
      pendingUserChanges: { name_first, name_last, userEmail, phone_main },
      bankInfo: { ...bankInfo, is_international_account: isInternationalAccount },
    };
    await app.db
      .update(users)
      .set({
        pendingChanges: sealText(app.config.dataKey, JSON.stringify(pending)),
        userConfirmation: 1,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    request.log.info({ userId: id }, 'change request stored');
    return { statusCode: 200, description: 'Request sent' };
  });
};

export default requestChange;
