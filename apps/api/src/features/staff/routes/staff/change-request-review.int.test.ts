import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { staffActions, users } from '../../../../db/schema/index.ts';
import { jobsSettled, type SignedUp, signUp } from '../../../../test/accounts.ts';
import { describeOnEachDatabase } from '../../../../test/on-each-database.ts';
import { signInStaff } from '../../../../test/staff.ts';

const change = (email: string) => ({
  name_first: 'Thandi',
  name_last: 'Mokoena',
  userEmail: email,
  phone_main: '+27821234567',
  misc: {
    is_international_account: false,
    bank_name: 'First National Bank',
    brance_code: '250655',
    branch_name: 'Rosebank',
    account_name: 'T Mokoena',
    account_type: 'Cheque',
    account_number: '62123456789',
    publish_name: 'Mokoena Books',
    email: 'books@mokoena.co.za',
    telephone: '+27114567890',
    contact_person: 'Thandi Mokoena',
    reg_id_no: '2019/123456/07',
    postal_address: 'PO Box 12, Rosebank, 2196',
    physical_address: '12 Oxford Road, Rosebank, Johannesburg',
  },
});

interface Requests {
  requests: {
    user_id: number;
    requested: { user: Record<string, string>; bank_info: Record<string, unknown> };
    current: { user: Record<string, string> };
  }[];
}

describeOnEachDatabase(
  'change requests reviewed by staff',
  { routes: ['auth', 'users', 'dev', 'chat', 'staff'] },
  (server, database) => {
    let staff: { id: number; token: string };
    let approving: SignedUp;
    let declining: SignedUp;
    const list = () =>
      server.request<Requests>('GET', '/staff/change-requests', { token: staff.token });

    beforeAll(async () => {
      staff = await signInStaff(server);
      approving = await signUp(server, { verified: true });
      declining = await signUp(server, { verified: true });
      for (const author of [approving, declining]) {
        const sent = await server.request('PUT', '/user/requestchange', {
          token: author.accessToken,
          body: change(author.email),
        });
        expect(sent.status).toBe(200);
      }
    });

    it('lists each waiting request beside the details in use, unmasked for staff only', async () => {
      const answer = await list();
      expect(answer.status).toBe(200);
      const mine = answer.body.requests.find((row) => row.user_id === approving.id);
      expect(mine?.requested.bank_info).toMatchObject({ account_number: '62123456789' });
      expect(mine?.current.user).toMatchObject({ userEmail: approving.email });
      const refused = await server.request('GET', '/staff/change-requests', {
        token: approving.accessToken,
      });
      expect(refused.status).toBe(403);
    });

    it('approves: the author is asked to confirm, is emailed, and the decision is recorded', async () => {
      const approved = await server.request(
        'POST',
        `/staff/change-requests/${approving.id}/approve`,
        { token: staff.token },
      );
      expect(approved.body).toEqual({ statusCode: 0, description: 'Successful' });
      const me = await server.request('GET', '/user/viewuserinfo', {
        token: approving.accessToken,
      });
      expect(me.body).toMatchObject({ admin_confirmation: 1, user_confirmation: 1 });
      expect((await list()).body.requests.map((row) => row.user_id)).not.toContain(approving.id);
      const again = await server.request('POST', `/staff/change-requests/${approving.id}/approve`, {
        token: staff.token,
      });
      expect(again.status).toBe(404);
      const chat = await server.request<{ messages: { source: string; message: string }[] }>(
        'GET',
        '/chat/user/getchat',
        { token: approving.accessToken },
      );
      expect(chat.body.messages).toContainEqual(
        expect.objectContaining({
          source: 'system',
          message:
            'Your change request was approved. Please check the changes and approve them: they take effect once you do.',
        }),
      );
      await jobsSettled(server);
      const mail = (await server.mailbox()).find((message) => message.to === approving.email);
      expect(mail?.subject).toBe('Your change request is ready for your confirmation');
      expect(mail?.text).toContain('Our team has reviewed the changes you asked for.');
      const confirmed = await server.request('PUT', '/user/userapproved', {
        token: approving.accessToken,
        body: { id: approving.id },
      });
      expect(confirmed.status).toBe(200);
      const actions = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.userId, approving.id));
      expect(actions.map((row) => [row.staffId, row.action])).toEqual([
        [staff.id, 'change-request.approve'],
      ]);
    });

    it('declines with a reason only: the request is dropped and the author told why', async () => {
      const blank = await server.request('POST', `/staff/change-requests/${declining.id}/decline`, {
        token: staff.token,
        body: { reason: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({
        description: 'Please tell the author why the request is declined.',
      });
      const reason = 'The account holder does not match the publisher.';
      const declined = await server.request(
        'POST',
        `/staff/change-requests/${declining.id}/decline`,
        { token: staff.token, body: { reason } },
      );
      expect(declined.status).toBe(200);
      const [row] = await database.db.select().from(users).where(eq(users.id, declining.id));
      expect(row).toMatchObject({
        pendingChanges: null,
        userConfirmation: 0,
        adminConfirmation: 0,
      });
      const chat = await server.request<{ messages: { source: string; message: string }[] }>(
        'GET',
        '/chat/user/getchat',
        { token: declining.accessToken },
      );
      expect(chat.body.messages).toContainEqual(
        expect.objectContaining({
          source: 'system',
          message: `Your change request was declined: ${reason}`,
        }),
      );
      await jobsSettled(server);
      const mail = (await server.mailbox()).find((message) => message.to === declining.email);
      expect(mail?.text).toContain(reason);
      const recorded = await database.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'change-request.decline'));
      expect(recorded).toContainEqual(
        expect.objectContaining({ staffId: staff.id, userId: declining.id, details: { reason } }),
      );
    });
  },
);
