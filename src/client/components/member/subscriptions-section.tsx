import { useState } from 'react';
import type { CancellationType } from '#contract/options';
import type { PaymentSummary } from '#contract/payments';
import { PAYMENT_MESSAGES } from '#contract/payments';
import type { SessionUser } from '#contract/users';
import { formatMonthlyAmount, formatPaymentDate } from '#client/lib/payment-format';
import { useDonations, useSubscriptions } from '#client/lib/queries/payments';
import { useSiteConfig } from '#client/lib/site-config';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { TitledCard } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { CancellationDialog } from './cancellation-dialog';
import { PaymentLinks } from './payment-links';
import { PlanWords } from './plan-words';

interface PaymentItem {
  key: string;
  type: CancellationType;
  name: string;
  status: string;
  amount: number | null;
  from: string | null;
  to: string | null;
  toLabel: string;
}

/** A subscription or a donation as one row of the list; `period` is where each keeps its dates. */
function paymentItem(
  type: CancellationType,
  item: PaymentSummary,
  period: Pick<PaymentItem, 'from' | 'to' | 'toLabel'>,
): PaymentItem {
  return {
    key: `${type}-${item.id}`,
    type,
    name: item.productName,
    status: item.status,
    amount: item.amount,
    ...period,
  };
}

/** 'active' is a highlighted badge; every other status is shown as the provider gave it (docs/product.md §M4). */
function StatusBadge({ status }: { status: string }) {
  return <Badge variant={status === 'active' ? 'success' : 'muted'}>{status}</Badge>;
}

/**
 * My Profile's "Subscriptions and donations" (docs/product.md §M2): each item, cancellation, payment links.
 * A card in the page's column, as wide as the cards around it (issue 32).
 */
export function SubscriptionsSection({ user }: { user: SessionUser }) {
  const { paymentsEnabled, isLoading: configLoading } = useSiteConfig();
  const subscriptions = useSubscriptions();
  const donations = useDonations();
  const [cancelling, setCancelling] = useState<PaymentItem | null>(null);

  const items: PaymentItem[] = [
    ...(subscriptions.data ?? []).map((s) =>
      paymentItem('subscription', s, {
        from: s.currentPeriodStart,
        to: s.currentPeriodEnd,
        toLabel: 'Renews',
      }),
    ),
    ...(donations.data ?? []).map((d) =>
      paymentItem('donation', d, {
        from: d.subscriptionStartDate,
        to: d.nextBillingDate,
        toLabel: 'Next payment',
      }),
    ),
  ];
  const loading = subscriptions.isLoading || donations.isLoading;
  const failed = subscriptions.isError || donations.isError;

  return (
    <TitledCard title="Subscriptions and donations" contentClassName="grid gap-4">
      {!configLoading && !paymentsEnabled ? (
        <Alert>{PAYMENT_MESSAGES.notSetUp} The links below lead to the payment pages once it is.</Alert>
      ) : null}
      {loading ? <Spinner label="Loading your subscriptions and donations" showLabel /> : null}
      {failed ? (
        <Alert variant="danger">
          Your subscriptions and donations could not be loaded.{' '}
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              void subscriptions.refetch();
              void donations.refetch();
            }}
          >
            Try again
          </Button>
        </Alert>
      ) : null}
      {!loading && !failed && items.length === 0 ? (
        <p className="text-sm text-muted">You have no subscriptions or donations yet.</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="grid gap-3">
          {items.map((item) => {
            const amount = formatMonthlyAmount(item.amount);
            const from = formatPaymentDate(item.from);
            const to = formatPaymentDate(item.to);
            return (
              <li
                key={item.key}
                className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {item.name} <StatusBadge status={item.status} />
                  </p>
                  {amount ? <p className="text-sm text-ink">{amount}</p> : null}
                  {from ? <p className="text-sm text-muted">Started {from}</p> : null}
                  {to ? (
                    <p className="text-sm text-muted">
                      {item.toLabel} {to}
                    </p>
                  ) : null}
                </div>
                <Button variant="outline" size="sm" onClick={() => setCancelling(item)}>
                  Request cancellation
                  <span className="sr-only"> of {item.name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PlanWords owner={user.userType === 'owner'} />
      <PaymentLinks user={user} />
      {cancelling ? (
        <CancellationDialog
          user={user}
          type={cancelling.type}
          item={cancelling.name}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </TitledCard>
  );
}
