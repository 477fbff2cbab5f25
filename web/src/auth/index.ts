/** Accounts in the browser: the stored session, guards and guest sign-in. */
export { ClientGuard } from './ClientGuard';
export { GUEST_EMAIL_DOMAIN, isGuestEmail } from './guest-domain';
export { afterLogin, afterRegistration } from './redirects';
export {
  contributionToken,
  inviteAccess,
  readAuthToken,
  readUser,
  storageKeys,
  type Role,
  type StoredUser,
} from './storage';
export { TherapistGuard } from './TherapistGuard';
export { login, logout, register, useAuth, useLogout } from './useAuth';
