import { LogOut } from 'lucide-react';
import { ADMIN_MESSAGES } from '#contract/admin';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageContainer } from '#client/components/layout/page-container';
import { PageSpinner } from '#client/components/layout/page-states';
import { Button } from '#client/components/ui/button';
import { TitledCard } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';
import { AdminTabs } from './admin-tabs';
import { useAdminLogout, useAdminMe, useAdminMetrics } from './api';
import { AuditLogTab } from './audit-log-tab';
import { DailyChart } from './daily-chart';
import { MetricCards } from './metric-cards';
import { PhotoReviewsTab } from './photo-reviews-tab';
import { ReportsTab } from './reports-tab';
import { RidingSchoolsTab } from './riding-schools-tab';
import { UsersTab } from './users-tab';
import { VerificationsTab } from './verifications-tab';

const TAB_KEYS = ['photos', 'verifications', 'riding-schools', 'reports', 'users', 'audit'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** `?tab=users&user=12`: the tab to show, and one member for the Users tab (the audit log links so). */
function readSearch(search: string): { tab: TabKey | undefined; userId: number | undefined } {
  const params = new URLSearchParams(search);
  const tab = TAB_KEYS.find((key) => key === params.get('tab'));
  const user = Number(params.get('user'));
  return { tab, userId: Number.isInteger(user) && user > 0 ? user : undefined };
}

/**
 * /admin/dashboard (docs/product.md §M2): the four metric cards and open reports, 30 days of visits and
 * registrations, and the tabs Photo Reviews, ID Verifications, Riding Schools, Reports, Users and Audit Log. If the
 * metrics call fails (no admin session, or it expired) the browser goes to /admin.
 */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const [, navigate] = useLocation();
  const metrics = useAdminMetrics();
  const me = useAdminMe();
  const logout = useAdminLogout();
  const search = useSearch();
  const fromUrl = readSearch(search);
  const [tab, setTab] = useState<TabKey>(fromUrl.tab ?? 'photos');
  // A link within the dashboard (an audit log name) changes the search: follow it.
  useEffect(() => {
    const { tab: wanted } = readSearch(search);
    if (wanted) setTab(wanted);
  }, [search]);
  const showAllMembers = () => navigate(`${paths.adminDashboard()}?tab=users`);

  useEffect(() => {
    if (metrics.isError) navigate(paths.admin(), { replace: true });
  }, [metrics.isError, navigate]);

  if (!metrics.data) return <PageSpinner label="Loading the dashboard" />;
  const data = metrics.data;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: ADMIN_MESSAGES.signedOut });
        navigate(paths.admin());
      },
      onError: () => navigate(paths.admin()),
    });

  return (
    <PageContainer className="grid gap-6 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">Admin Dashboard</h1>
          {me.data ? <p className="text-muted">Signed in as {me.data.username}</p> : null}
        </div>
        <Button variant="outline" onClick={signOut} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className="size-4" />
          {logout.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
      <MetricCards
        metrics={data}
        onOpenReports={() => {
          setTab('reports');
          // To the Reports tab itself, so the keyboard and the eye land where the reports are.
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
          );
        }}
      />
      <TitledCard title="Visits and registrations, last 30 days">
        <DailyChart daily={data.daily} />
      </TitledCard>
      <AdminTabs<TabKey>
        label="Moderation"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'photos',
            label: 'Photo Reviews',
            count: data.pendingImagesCount,
            panel: <PhotoReviewsTab />,
          },
          {
            key: 'verifications',
            label: 'ID Verifications',
            count: data.pendingVerificationsCount,
            panel: <VerificationsTab />,
          },
          {
            key: 'riding-schools',
            label: 'Riding Schools',
            count: data.pendingRidingSchoolsCount,
            panel: <RidingSchoolsTab />,
          },
          {
            key: 'reports',
            label: 'Reports',
            count: data.openReportsCount,
            urgent: data.openAnimalWelfareReportsCount > 0,
            panel: <ReportsTab />,
          },
          {
            key: 'users',
            label: 'Users',
            panel: <UsersTab userId={fromUrl.userId} onShowAll={showAllMembers} />,
          },
          { key: 'audit', label: 'Audit Log', panel: <AuditLogTab /> },
        ]}
      />
    </PageContainer>
  );
}
