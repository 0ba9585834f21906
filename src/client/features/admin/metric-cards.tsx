import { BadgeCheck, Flag, Image, PawPrint, Users, type LucideIcon } from 'lucide-react';
import type { AdminMetrics } from '#contract/admin';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';

type CountKey = 'userCount' | 'horseCount' | 'pendingImagesCount' | 'pendingVerificationsCount';

const CARDS: { key: CountKey; label: string; icon: LucideIcon }[] = [
  { key: 'userCount', label: 'Total Users', icon: Users },
  { key: 'horseCount', label: 'Total Horses', icon: PawPrint },
  { key: 'pendingImagesCount', label: 'Pending Photo Reviews', icon: Image },
  { key: 'pendingVerificationsCount', label: 'Pending ID Verifications', icon: BadgeCheck },
];

/**
 * The four counts of docs/product.md §M3 ("admin metrics shown"), and the open reports: an
 * animal-welfare concern is called out in the danger colour, with a way straight to the Reports tab.
 */
export function MetricCards({
  metrics,
  onOpenReports,
}: {
  metrics: AdminMetrics;
  onOpenReports: () => void;
}) {
  const welfare = metrics.openAnimalWelfareReportsCount;
  return (
    <ul aria-label="Site metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
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
      <li className="col-span-2 lg:col-span-1">
        <Card className={cn('flex h-full items-start gap-3 p-4', welfare > 0 && 'border-2 border-danger')}>
          <Flag
            aria-hidden="true"
            className={cn('mt-1 size-6 shrink-0', welfare > 0 ? 'text-danger' : 'text-primary')}
          />
          <div className="grid min-w-0 gap-1">
            <p className="text-sm text-muted">Open Reports</p>
            <p className="text-2xl font-bold text-ink">{metrics.openReportsCount.toLocaleString('en-GB')}</p>
            {welfare > 0 ? (
              <p className="text-sm font-semibold text-danger">
                {welfare === 1 ? '1 animal welfare concern' : `${welfare} animal welfare concerns`}
              </p>
            ) : null}
            {metrics.openReportsCount > 0 ? (
              <Button variant="outline" size="sm" className="justify-self-start" onClick={onOpenReports}>
                Review reports
              </Button>
            ) : null}
          </div>
        </Card>
      </li>
    </ul>
  );
}
