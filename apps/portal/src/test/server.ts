import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The absolute address of an API path as the app calls it in tests. */
export const api = (path: string) => `http://localhost:3000/api${path}`;

/**
 * The mock API; each test adds the answers it needs with `server.use(...)`. Every signed-in
 * page asks for the support chat (its button's unread count): by default, an empty one. The
 * Profile asks for the two-factor settings: by default, all off. The navigation asks for the
 * royalty shares the user was invited to: by default, none. The payment pages ask for the ways
 * to pay: by default, all three.
 */
export const server = setupServer(
  http.get(api('/chat/user/getchat'), () =>
    HttpResponse.json({ statusCode: 0, description: 'Successful', messages: [], unread: 0 }),
  ),
  http.get(api('/user/paymentmethods'), () =>
    HttpResponse.json({
      statusCode: 0,
      description: 'Successful',
      methods: ['cc', 'eft', 'paypal'],
    }),
  ),
  http.get(api('/user/shares'), () =>
    HttpResponse.json({ statusCode: 0, description: 'Successful', shares: [] }),
  ),
  http.get(api('/user/twofactor'), () =>
    HttpResponse.json({
      statusCode: 0,
      description: 'Successful',
      email_code: false,
      totp: false,
      recovery_codes_left: 0,
      remembered_browsers: 0,
      totp_required: false,
    }),
  ),
);
