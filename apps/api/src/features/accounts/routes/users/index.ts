import type { FastifyPluginAsync } from 'fastify';
import addUser from './add-user.ts';
import approveChanges from './approve-changes.ts';
import changePassword from './change-password.ts';
import editUser from './edit-user.ts';
import forgotPassword from './forgot-password.ts';
import initialLogin from './initial-login.ts';
import requestChange from './request-change.ts';
import resetPassword from './reset-password.ts';
import twoFactor from './two-factor.ts';
import verifyAccount from './verify-account.ts';
import viewUserInfo from './view-user-info.ts';

/** Registration, verification, the current user, profile changes, passwords and two-factor. */
const usersRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [
    addUser,
    verifyAccount,
    viewUserInfo,
    initialLogin,
    editUser,
    requestChange,
    approveChanges,
    changePassword,
    forgotPassword,
    resetPassword,
    twoFactor,
  ]) {
    await app.register(route);
  }
};

export default usersRoutes;
