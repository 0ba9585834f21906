import type {
  CancellationRequestInput,
  Donation as DonationView,
  Subscription as SubscriptionView,
} from '#contract/payments.js';
import { PAYMENT_MESSAGES } from '#contract/payments.js';
import type { Mailer } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import type { Donation, Subscription, User } from '#server/db/schema/index.js';
import { AppError } from '#server/platform/http/app-error.js';
import { cancellationMail } from './cancellation-mail.js';
import {
  insertCancellationRequest,
  linkPaymentsByEmail,
  listDonationsOf,
  listSubscriptionsOf,
} from './payments.repository.js';
import { productLabel } from './product-label.js';

type Page = { limit: number; offset: number };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSubscriptionView(row: Subscription, ownerPremiumProductId: string | undefined): SubscriptionView {
  return {
    id: row.id,
    productId: row.productId,
    productName: productLabel(row.productId, ownerPremiumProductId),
    status: row.status,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    amount: row.amount,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

function toDonationView(row: Donation): DonationView {
  return {
    id: row.id,
    productName: row.productName ?? 'Donation',
    status: row.status,
    subscriptionStartDate: iso(row.subscriptionStartDate),
    nextBillingDate: iso(row.nextBillingDate),
    amount: row.amount,
  };
}

/** GET /api/subscriptions: the signed-in member's own, never anyone else's. */
export async function listMySubscriptions({
  db,
  actor,
  input,
  ownerPremiumProductId,
}: {
  db: Executor;
  actor: User;
  input: Page;
  ownerPremiumProductId: string | undefined;
}): Promise<{ items: SubscriptionView[]; total: number }> {
  const { rows, total } = await listSubscriptionsOf(db, actor.id, input);
  return { items: rows.map((row) => toSubscriptionView(row, ownerPremiumProductId)), total };
}

/** GET /api/donations: the signed-in member's own. */
export async function listMyDonations({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: Page;
}): Promise<{ items: DonationView[]; total: number }> {
  const { rows, total } = await listDonationsOf(db, actor.id, input);
  return { items: rows.map(toDonationView), total };
}

/**
 * POST /api/request-cancellation: a request to the team, not a change of state (docs/product.md §M4). Stored
 * first, so the team can still find it when the mail fails; the member is then told to write directly.
 */
export async function requestCancellation({
  db,
  actor,
  input,
  mailer,
  siteName,
  teamEmail,
  onMailError,
}: {
  db: Executor;
  actor: User;
  input: CancellationRequestInput;
  mailer: Mailer;
  siteName: string;
  teamEmail: string;
  onMailError?: (error: unknown) => void;
}): Promise<{ message: string }> {
  const row = await insertCancellationRequest(db, {
    userId: actor.id,
    type: input.type,
    item: input.item,
    userEmail: input.userEmail,
    username: input.username ?? actor.username,
  });
  try {
    await mailer.send(cancellationMail({ siteName, teamEmail, request: row, accountEmail: actor.email }));
  } catch (error) {
    onMailError?.(error);
    throw new AppError(502, PAYMENT_MESSAGES.cancellationFailed(teamEmail));
  }
  return { message: PAYMENT_MESSAGES.cancellationSent };
}

/**
 * Handed to the auth feature by app.ts, which calls it when a member confirms their e-mail or signs in:
 * payments made from that address before they had an account (or while signed out) become theirs. Only a
 * confirmed address links: whoever registers an address first must not inherit someone else's payments. A donation pays for
 * an ID check but never changes the verification status: only an admin's approval of a document does.
 */
export async function linkPaymentsToMember({ db, actor }: { db: Executor; actor: User }): Promise<void> {
  if (!actor.emailVerifiedAt) return;
  await linkPaymentsByEmail(db, actor.email, actor.id);
}
