export { paymentsRoutes } from './payments.routes.js';
export { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.routes.js';
export { linkPaymentsToMember } from './payments.service.js';
export { stripeTestSignatureHeader } from './stripe-signature.js';
export { markOwnerPremiumSubscriptions } from './payments.repository.js';
