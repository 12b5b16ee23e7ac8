/** The verdict on a user's file: fine, or the message to show. */
export type UploadCheck = { ok: true } | { ok: false; message: string };
