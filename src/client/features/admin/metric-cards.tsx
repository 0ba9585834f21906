import { BadgeCheck, Image, PawPrint, Users, type LucideIcon } from 'lucide-react';
import type { AdminMetrics } from '#contract/admin';
import { Card } from '#client/components/ui/card';

const CARDS: { key: keyof Omit<AdminMetrics, 'daily'>; label: string; icon: LucideIcon }[] = [
  { key: 'userCount', label: 'Total Users', icon: Users },
  { key: 'horseCount', label: 'Total Horses', icon: PawPrint },
  { key: 'pendingImagesCount', label: 'Pending Photo Reviews', icon: Image },
  { key: 'pendingVerificationsCount', label: 'Pending ID Verifications', icon: BadgeCheck },
];

/** The four counts of docs/product.md §M3 ("admin metrics shown"). */
export function MetricCards({ metrics }: { metrics: AdminMetrics }) {
  return (
    <ul aria-label="Site metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex h-full items-start gap-3 p-4">
            <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="text-sm text-muted">{label}</p>
              <p className="text-2xl font-bold text-ink">{metrics[key].toLocaleString('en-GB')}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
