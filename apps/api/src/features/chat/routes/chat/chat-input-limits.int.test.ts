import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_SIZE_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
} from '@pod-portal/domain';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../../test/accounts.ts';
import { CORE_ROUTES } from '../../../../test/harness.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';

/** A PNG data URL whose image is exactly `bytes` long (a small picture, then padding). */
function pngOfBytes(bytes: number): string {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(120);
  const picture = PNG.sync.write(png);
  const padded = Buffer.concat([picture, Buffer.alloc(bytes - picture.length)]);
  return `data:image/png;base64,${padded.toString('base64')}`;
}

const TOO_LARGE = { field: 'imageData', message: CHAT_IMAGE_SIZE_MESSAGE };

describeOnEachDatabase(
  'what a chat message may hold',
  { routes: [...CORE_ROUTES, 'chat', 'staff', 'files'] },
  (server) => {
    let author: SignedUp;
    let staff: { token: string };
    const send = (body: Record<string, unknown>) =>
      server.request('POST', '/chat/user/sendmsg', { token: author.accessToken, body });
    const answer = (body: Record<string, unknown>) =>
      server.request('POST', `/staff/chats/${author.id}`, { token: staff.token, body });

    beforeAll(async () => {
      author = await signUp(server, { verified: true });
      staff = await signInStaff(server);
    });

    describe('an image', () => {
      it('of 5 MB is sent', async () => {
        const sent = await send({ message: '', imageData: pngOfBytes(CHAT_IMAGE_MAX_BYTES) });
        expect(sent.status).toBe(201);
      });

      // Just over (the decoded size), far over (past the contract's length of the field), and
      // past the body the route reads at all.
      for (const [over, bytes, status] of [
        ['a byte over 5 MB', CHAT_IMAGE_MAX_BYTES + 1, 400],
        ['well over 5 MB', CHAT_IMAGE_MAX_BYTES + 100_000, 400],
        ['over the body limit', 6 * 1024 * 1024, 413],
      ] as const) {
        it(`${over} is refused in the product's words, from the author and from staff`, async () => {
          const imageData = pngOfBytes(bytes);
          for (const refused of [
            await send({ message: 'My cover', imageData }),
            await answer({ message: 'Our logo', imageData }),
          ]) {
            expect(refused.status).toBe(status);
            expect(refused.body).toEqual({
              statusCode: status,
              description: CHAT_IMAGE_SIZE_MESSAGE,
              errors: [TOO_LARGE],
            });
          }
        });
      }
    });

    describe('the text', () => {
      it('keeps lines, tabs, every script and joined emoji', async () => {
        const message = 'Hello\tthere,\nשלום \u200f(2026)\u200e and 👩🏽‍💻';
        const sent = await send({ message });
        expect(sent.status).toBe(201);
        expect(sent.body).toMatchObject({ message: { message } });
      });

      for (const [what, message] of [
        ['a C1 control', 'Hello\u0080there'],
        ['a next-line control', 'Hello\u0085there'],
        ["a terminal's 8-bit escape", 'Hello \u009b31mred'],
        ['a right-to-left override', 'invoice_\u202egnp.exe'],
        ['a directional isolate', 'Hello \u2066there\u2069'],
      ] as const) {
        it(`with ${what} is refused in the product's words`, async () => {
          for (const refused of [await send({ message }), await answer({ message })]) {
            expect(refused.status).toBe(400);
            expect(refused.body).toMatchObject({
              description: CONTROL_CHARACTER_MESSAGE,
              errors: [{ field: 'message', message: CONTROL_CHARACTER_MESSAGE }],
            });
          }
        });
      }
    });
  },
);
