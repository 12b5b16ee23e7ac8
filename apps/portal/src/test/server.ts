import { setupServer } from 'msw/node';

/** The mock API; each test adds the answers it needs with `server.use(...)`. */
export const server = setupServer();

/** The absolute address of an API path as the app calls it in tests. */
export const api = (path: string) => `http://localhost:3000/api${path}`;
