/** Who a request speaks for: the signed-in user and the session it is made in. */
export interface CurrentUser {
  id: number;
  sessionId: string;
}
