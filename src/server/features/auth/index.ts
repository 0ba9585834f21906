export { authRoutes } from './auth.routes.js';
export type { LinkPayments } from './login.service.js';
export { registrationSessionRoutes } from './registration-sessions.routes.js';
export { hashPassword } from './passwords.js';
export { isCommonPassword, requireOwnPassword, verifyPassword } from './passwords.js';
export { registerEmailConfirmedGuard } from './email-confirmed-guard.js';
export { createLoginThrottle } from './login-throttle.js';
// The admin's Users tab sends a member a new confirmation link.
export { sendVerificationMail } from './email-verification.service.js';
