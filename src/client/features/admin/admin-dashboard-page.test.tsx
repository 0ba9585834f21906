import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, type PendingImage } from '#contract/admin';
import { SAFETY_MESSAGES } from '#contract/safety';
import { clearToasts } from '#client/components/ui/use-toast';
import {
  buildAdminUser,
  buildAuditEntry,
  buildMemberAuditEntry,
  buildMetrics,
  buildPendingImage,
  buildPendingVerification,
  pageOf,
  SITE_CONFIG,
} from '#client/test-utils/admin-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { AdminDashboardPage } from './admin-dashboard-page';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  // Tests of the undo window run on fake timers; a failing one must not leave them to the next.
  vi.useRealTimers();
});

/** The dashboard loads its metrics, then the tab's list: allow for a busy machine on the first wait. */
const LOADED = { timeout: 5000 };

const first = buildPendingImage();
const second = buildPendingImage({
  horse: { id: 6, name: 'Conker' },
  imageIndex: 2,
  imageUrl: '/uploads/horses/ccc.webp',
});

function renderDashboard(routes: Record<string, StubHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/admin/metrics': { json: buildMetrics() },
    '/api/admin/me': { json: { id: 1, username: 'warden' } },
    '/api/admin/pending-images': pageOf([first, second]),
    '/api/admin/pending-verifications': pageOf([buildPendingVerification()]),
    '/api/admin/users': pageOf([buildAdminUser()]),
    '/api/admin/audit-log': pageOf([buildAuditEntry()]),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<AdminDashboardPage />, { path: '/admin/dashboard' }) };
}

/** Chooses a reason (and a note for the member) in a refusal dialog, then presses its confirm button. */
async function refuse(
  user: UserEvent,
  dialog: HTMLElement,
  { reason, note, confirm }: { reason: string; note?: string; confirm: string },
) {
  await user.selectOptions(within(dialog).getByLabelText(/^Reason/), reason);
  if (note) await user.type(within(dialog).getByLabelText(/^Note for the member/), note);
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

/**
 * Nothing is sent while the decision can be undone; once the time is up, the toast says how it went and
 * the decision went once, with this body.
 */
async function expectSentOnceUndoTimeIsUp(
  fetchMock: ReturnType<typeof stubFetch>,
  toastText: string,
  body: Record<string, unknown>,
) {
  expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([]);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(await screen.findByText(toastText)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([body]);
}

const bodiesSentTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(String(init?.body)));

describe('Admin dashboard', () => {
  it('goes to /admin when the metrics call fails', async () => {
    const { location } = renderDashboard({ '/api/admin/metrics': { status: 401, json: { message: 'No' } } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });

  it('shows the four metric cards and an accessible 30-day chart with its figures', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, LOADED),
    ).toBeInTheDocument();
    const metrics = screen.getByRole('list', { name: 'Site metrics' });
    expect(within(metrics).getByText('Total Users').nextSibling).toHaveTextContent('120');
    expect(within(metrics).getByText('Total Horses').nextSibling).toHaveTextContent('45');
    expect(within(metrics).getByText('Pending Photo Reviews').nextSibling).toHaveTextContent('2');
    expect(within(metrics).getByText('Pending ID Verifications').nextSibling).toHaveTextContent('1');
    const chart = screen.getByRole('img', { name: 'Visits and registrations over the last 30 days' });
    expect(chart).toHaveAccessibleDescription('1 Nov to 30 Nov: 70 visits and 3 registrations in all.');
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const photos = await screen.findByRole('tab', { name: /Photo Reviews/ }, LOADED);
    expect(photos).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Photo Reviews/);
    photos.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /ID Verifications/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/ID Verifications/);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Photo Reviews/ })).toHaveFocus();
  });

  it('approves the photo in view with the A key, and the queue advances', async () => {
    const user = userEvent.setup();
    let queue: PendingImage[] = [first, second];
    const { fetchMock } = renderDashboard({
      '/api/admin/pending-images': () => ({
        json: queue,
        headers: { 'X-Total-Count': String(queue.length) },
      }),
      'POST /api/admin/approve-image': () => {
        queue = queue.slice(1);
        return { json: { horseId: 5, imageIndex: 0, imageApprovalStatus: 'approved' } };
      },
    });
    expect(
      await screen.findByRole('img', { name: 'Photo 1 of Bramble, awaiting review' }, LOADED),
    ).toHaveAttribute('src', '/uploads/horses/aaa.webp');
    await user.keyboard('a');
    expect(await screen.findByText('Photo approved', {}, LOADED)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Photo 3 of Conker, awaiting review' }),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-image')).toEqual([
      { horseId: 5, imageIndex: 0, imageUrl: '/uploads/horses/aaa.webp', action: 'approved' },
    ]);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard({
      'POST /api/admin/approve-image': {
        json: { horseId: 5, imageIndex: 0, imageApprovalStatus: 'rejected' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }, LOADED));
    expect(screen.getByText('Please choose a reason for the rejection')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason for rejection')).toHaveFocus();
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-image')).toEqual([]);
    await user.selectOptions(
      screen.getByLabelText('Reason for rejection'),
      'The photo is too dark, blurred or small',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Photo rejected', {}, LOADED)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-image')).toEqual([
      {
        horseId: 5,
        imageIndex: 0,
        imageUrl: '/uploads/horses/aaa.webp',
        action: 'rejected',
        reason: 'poor-quality',
      },
    ]);
  });

  it("toasts 'Failed to update image status.' with the server's reason", async () => {
    const user = userEvent.setup();
    renderDashboard({
      'POST /api/admin/approve-image': {
        status: 409,
        json: { message: 'This photo has changed since you loaded the list. Please refresh and try again.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }, LOADED));
    expect(await screen.findByText('Failed to update image status.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText(/This photo has changed since you loaded the list/)).toBeInTheDocument();
  });

  it('shows a pending member with their document, and verifies them', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: () => {} }),
    );
    const { fetchMock } = renderDashboard({
      '/api/admin/verification-documents/7': { text: 'jpeg-bytes' },
      'POST /api/admin/approve-verification': { json: { userId: 7, verificationStatus: 'verified' } },
    });
    await user.click(await screen.findByRole('tab', { name: /ID Verifications/ }, LOADED));
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Rider' })).toBeInTheDocument();
    expect(screen.getByText('jane@example.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View document' }));
    expect(await screen.findByRole('img', { name: 'Verification document of Jane Rider' })).toHaveAttribute(
      'src',
      'blob:doc',
    );
    await user.click(screen.getByRole('button', { name: 'Verify Jane Rider' }));
    expect(await screen.findByText('Member verified')).toBeInTheDocument();
    // Which document was shown: the submission listed (decision 0044).
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([
      { userId: 7, action: 'verified', submittedAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('shows the new document when the member sent one meanwhile, and then decides that one', async () => {
    const user = userEvent.setup();
    let objectUrls = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => `blob:doc-${++objectUrls}`, revokeObjectURL: () => {} }),
    );
    let submittedAt = '2026-11-20T10:00:00.000Z';
    const { fetchMock } = renderDashboard({
      '/api/admin/pending-verifications': () => pageOfReply([buildPendingVerification({ submittedAt })], 1),
      '/api/admin/verification-documents/7': { text: 'jpeg-bytes' },
      'POST /api/admin/approve-verification': ({ init }) => {
        if (JSON.parse(String(init?.body)).submittedAt === submittedAt) {
          return { json: { userId: 7, verificationStatus: 'verified' } };
        }
        return { status: 409, json: { message: ADMIN_MESSAGES.documentChanged } };
      },
    });
    const documentFetches = () =>
      fetchMock.mock.calls.filter(([called]) => called === '/api/admin/verification-documents/7').length;
    await user.click(await screen.findByRole('tab', { name: /ID Verifications/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'View document' }));
    const shown = await screen.findByRole('img', { name: 'Verification document of Jane Rider' });
    expect(shown).toHaveAttribute('src', 'blob:doc-1');

    // The member replaces the document while the admin looks at the first.
    submittedAt = '2026-11-20T10:05:00.000Z';
    await user.click(screen.getByRole('button', { name: 'Verify Jane Rider' }));
    expect(await screen.findByText(ADMIN_MESSAGES.verificationUpdateFailed)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.documentChanged)).toBeInTheDocument();
    // The list is fetched afresh, and with it the new document: not the one kept from before.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Verification document of Jane Rider' })).toHaveAttribute(
        'src',
        'blob:doc-2',
      ),
    );
    expect(documentFetches()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Verify Jane Rider' }));
    expect(await screen.findByText('Member verified')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([
      { userId: 7, action: 'verified', submittedAt: '2026-11-20T10:00:00.000Z' },
      { userId: 7, action: 'verified', submittedAt: '2026-11-20T10:05:00.000Z' },
    ]);
  });

  it('asks for a reason before a rejection, and an undone rejection sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard();
    await user.click(await screen.findByRole('tab', { name: /ID Verifications/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Reject the verification of Jane Rider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the verification of Jane Rider?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject verification' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.verificationReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    await refuse(user, dialog, { reason: 'Document expired', confirm: 'Reject verification' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Undo the rejection of Jane Rider' }));
    expect(await screen.findByText('Rejection undone')).toBeInTheDocument();
    // Opened again, the dialog starts empty: no reason chosen, no message left from the last time.
    await user.click(screen.getByRole('button', { name: 'Reject the verification of Jane Rider' }));
    const again = await screen.findByRole('dialog', { name: 'Reject the verification of Jane Rider?' });
    expect(within(again).getByLabelText(/^Reason/)).toHaveValue('');
    expect(within(again).queryByText(ADMIN_MESSAGES.verificationReasonRequired)).not.toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([]);
  });

  it("sends the reason and note once the undo time is up, and toasts 'Failed to update verification status.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = renderDashboard({
      'POST /api/admin/approve-verification': { status: 500, text: '' },
    });
    await user.click(await screen.findByRole('tab', { name: /ID Verifications/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Reject the verification of Jane Rider' }));
    const dialog = await screen.findByRole('dialog');
    await refuse(user, dialog, {
      reason: 'Name does not match the account',
      note: 'The surname reads Jones.',
      confirm: 'Reject verification',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Rejecting Jane Rider');
    await expectSentOnceUndoTimeIsUp(fetchMock, 'Failed to update verification status.', {
      userId: 7,
      action: 'rejected',
      reason: 'name-mismatch',
      note: 'The surname reads Jones.',
      currentStatus: 'pending',
      submittedAt: '2026-11-20T10:00:00.000Z',
    });
  });

  it('searches the users by name or email and pages through them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard({
      '/api/admin/users': ({ url }) =>
        pageOfReply(
          url.searchParams.get('offset') === '25'
            ? [buildAdminUser({ id: 8, firstName: 'Kit' })]
            : [buildAdminUser()],
          26,
        ),
    });
    await user.click(await screen.findByRole('tab', { name: 'Users' }, LOADED));
    expect(await screen.findByText('07700 900123')).toBeInTheDocument();
    expect(screen.getByText('EH1 1YZ')).toBeInTheDocument();
    expect(screen.getByText('Pending Verification')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name or email'), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/users?q=jane&limit=25&offset=0'),
    );
    await user.click(await screen.findByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Kit Rider' })).toBeInTheDocument();
    expect(screen.getByText('Showing 26–26 of 26')).toBeInTheDocument();
  });

  it('shows the audit log in words, naming members and horses with links', async () => {
    const user = userEvent.setup();
    renderDashboard({
      '/api/admin/audit-log': pageOf([
        buildAuditEntry(),
        buildMemberAuditEntry(2, 'verification.rejected', 'expired', {
          id: 7,
          name: 'Jane Rider',
          deleted: false,
        }),
        buildAuditEntry({
          id: 4,
          action: 'verification.rejected',
          targetType: 'user',
          targetId: 8,
          detail: { previousStatus: 'verified', reason: 'not-identity-document' },
          member: { id: 8, name: 'Kit Rider', deleted: false },
          horse: null,
        }),
        buildMemberAuditEntry(3, 'member.suspended', 'Asked for money', {
          id: 12,
          name: 'Deleted member',
          deleted: true,
        }),
      ]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Audit Log' }, LOADED));
    const log = await screen.findByRole('tabpanel');
    expect(await within(log).findByRole('link', { name: 'Bramble' })).toHaveAttribute('href', '/horse/5');
    expect(within(log).getByText(/photo 2 of/)).toBeInTheDocument();
    expect(within(log).getByText('Reason: The photo is too dark, blurred or small')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Jane Rider' })).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=users&user=7',
    );
    expect(within(log).getByText('Reason: Document expired')).toBeInTheDocument();
    expect(within(log).getByText(/Rejected a verification/)).toHaveTextContent(
      'Rejected a verification: Jane Rider',
    );
    expect(within(log).getByText(/Revoked a verification/)).toHaveTextContent(
      'Revoked a verification: Kit Rider',
    );
    expect(within(log).getByText('Deleted member')).toBeInTheDocument();
    expect(within(log).queryByRole('link', { name: 'Deleted member' })).not.toBeInTheDocument();
    expect(within(log).queryByText(/member #/)).not.toBeInTheDocument();
  });

  it('shows open reports on a card and the Reports tab, an animal-welfare concern called out', async () => {
    const user = userEvent.setup();
    renderDashboard({
      '/api/admin/metrics': { json: buildMetrics({ openReportsCount: 3, openAnimalWelfareReportsCount: 1 }) },
      '/api/admin/reports': pageOf([]),
    });
    const cards = await screen.findByRole('list', { name: 'Site metrics' }, LOADED);
    expect(within(cards).getByText('Open Reports')).toBeInTheDocument();
    expect(within(cards).getByText('1 animal welfare concern')).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Reports/ });
    expect(tab).toHaveTextContent('Reports3, urgent');
    await user.click(within(cards).getByRole('button', { name: 'Review reports' }));
    // The tab takes focus once it has been drawn selected (the next frame).
    await waitFor(() => expect(screen.getByRole('tab', { name: /Reports/, selected: true })).toHaveFocus());
  });

  it('suspends a reported member only with a reason, sent trimmed', async () => {
    const user = userEvent.setup();
    const member = { id: 12, firstName: 'Rex', lastName: 'Rough' };
    const { fetchMock } = renderDashboard({
      '/api/admin/reports': pageOf([
        {
          id: 3,
          targetType: 'member',
          targetId: 12,
          reason: 'harassment',
          detail: null,
          status: 'open',
          createdAt: '2026-11-25T10:00:00.000Z',
          reporter: { id: 7, firstName: 'Jane', lastName: 'Rider' },
          reported: { ...member, suspended: false },
          excerpt: null,
          hidden: false,
        },
      ]),
      'POST /api/admin/reports/3/decision': { json: { id: 3, status: 'suspended' } },
    });
    await user.click(await screen.findByRole('tab', { name: /Reports/ }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Suspend Rex Rough' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Rex Rough?' });
    await user.type(within(dialog).getByLabelText(/Reason sent to the member/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await within(dialog).findByText(SAFETY_MESSAGES.suspensionReasonRequired)).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/reports/3/decision')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason sent to the member/), 'Abusive messages ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/reports/3/decision')).toEqual([
      { action: 'suspend', reason: 'Abusive messages' },
    ]);
  });

  it('hides a reported listing, and an undo shows its report open again without a reload', async () => {
    const user = userEvent.setup();
    const report = {
      id: 3,
      targetType: 'horse' as const,
      targetId: 5,
      reason: 'fake-profile' as const,
      detail: null,
      createdAt: '2026-11-25T10:00:00.000Z',
      reporter: { id: 7, firstName: 'Jane', lastName: 'Rider' },
      reported: { id: 12, firstName: 'Olly', lastName: 'Owner', suspended: false },
      excerpt: 'Bramble',
    };
    // The server's side: the hide closes the report, the undo opens it again.
    let hidden = false;
    const { fetchMock } = renderDashboard({
      '/api/admin/reports': ({ url }) => {
        const open = url.searchParams.get('status') === 'open';
        const rows = open === hidden ? [] : [{ ...report, status: hidden ? 'hidden' : 'open', hidden }];
        return { json: rows, headers: { 'X-Total-Count': String(rows.length) } };
      },
      'POST /api/admin/horses/5/hide': () => {
        hidden = true;
        return { json: { horseId: 5, hidden: true, undoMsLeft: 59_000 } };
      },
      'POST /api/admin/horses/5/undo-hide': () => {
        hidden = false;
        return { json: { horseId: 5, hidden: false, undoMsLeft: 0, reportsReopened: 1 } };
      },
    });
    const reportReads = () =>
      fetchMock.mock.calls.filter(([called]) => String(called).startsWith('/api/admin/reports?')).length;
    await user.click(await screen.findByRole('tab', { name: /Reports/ }, LOADED));
    await user.click(
      await screen.findByRole('button', { name: 'Hide the reported horse listing of report #3' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide the listing of Bramble?' });
    expect(dialog).toHaveTextContent('open reports about it are closed (Undo opens them again)');
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'misleading');
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText('No reports are waiting for a decision.')).toBeInTheDocument();

    const readsBeforeUndo = reportReads();
    await user.click(screen.getByRole('button', { name: 'Undo hiding Bramble' }));
    expect(
      await screen.findByText(
        'Bramble is shown again, and the report its hiding closed is open again. Its owner is not told.',
      ),
    ).toBeInTheDocument();
    // The open list is fetched afresh: the report is back, to be decided.
    expect(await screen.findByRole('button', { name: 'Dismiss report #3' })).toBeInTheDocument();
    expect(reportReads()).toBeGreaterThan(readsBeforeUndo);
    expect(screen.queryByText('No reports are waiting for a decision.')).not.toBeInTheDocument();
  });

  it('suspends a member with a reason from the Users tab, and shows their listings', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDashboard({
      'POST /api/admin/users/7/suspend': { json: { userId: 7, suspendedAt: '2026-11-26T10:00:00.000Z' } },
      '/api/admin/users/7/horses': {
        json: [
          {
            id: 5,
            name: 'Bramble',
            hidden: true,
            isAvailable: true,
            photoCount: 2,
            pendingPhotoCount: 1,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Users' }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'View the listings of Jane Rider' }));
    const listings = await screen.findByRole('list', { name: 'Listings of Jane Rider' });
    expect(within(listings).getByText('Hidden')).toBeInTheDocument();
    expect(within(listings).getByText('2 photos, 1 awaiting review')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend Jane Rider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jane Rider?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.memberActionReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason sent to the member/), 'Asked riders for money');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend member' }));
    expect(await screen.findByText('Member suspended')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/admin/users/7/suspend')).toEqual([
      { reason: 'Asked riders for money' },
    ]);
  });

  it('revokes a verified member from the Users tab only with a reason, can undo it, then sends it and shows the change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let status: 'verified' | 'rejected' = 'verified';
    const { fetchMock } = renderDashboard({
      '/api/admin/users': () =>
        pageOfReply(
          [buildAdminUser({ verificationStatus: status }), buildAdminUser({ id: 8, firstName: 'Kit' })],
          2,
        ),
      'POST /api/admin/approve-verification': () => {
        status = 'rejected';
        return { json: { userId: 7, verificationStatus: 'rejected' } };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Users' }, LOADED));
    const revoke = await screen.findByRole('button', { name: 'Revoke the verification of Jane Rider' });
    // Only a verified member's check can be withdrawn; Kit's is pending (decided in ID Verifications).
    expect(
      screen.queryByRole('button', { name: 'Revoke the verification of Kit Rider' }),
    ).not.toBeInTheDocument();

    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the verification of Jane Rider?' });
    expect(dialog).toHaveTextContent('You can undo for 10 seconds after confirming.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke verification' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.revocationReasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    await refuse(user, dialog, { reason: 'Document expired', confirm: 'Revoke verification' });
    // The form's check is asynchronous: the dialog closes once it has passed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Revoking the verification of Jane Rider: the e-mail goes in 10 seconds unless you undo it.',
    );
    const undo = screen.getByRole('button', { name: 'Undo revoking the verification of Jane Rider' });
    expect(undo).toHaveFocus();
    await user.click(undo);
    expect(await screen.findByText('Revocation undone')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revoke the verification of Jane Rider' })).toHaveFocus(),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(bodiesSentTo(fetchMock, '/api/admin/approve-verification')).toEqual([]);

    // Confirmed again and left to run out: sent with what the admin saw, and the row shows the change.
    await user.click(screen.getByRole('button', { name: 'Revoke the verification of Jane Rider' }));
    const again = await screen.findByRole('dialog');
    await refuse(user, again, {
      reason: 'Not an identity document',
      note: 'It belongs to someone else.',
      confirm: 'Revoke verification',
    });
    await expectSentOnceUndoTimeIsUp(fetchMock, 'Verification revoked', {
      userId: 7,
      action: 'rejected',
      reason: 'not-identity-document',
      note: 'It belongs to someone else.',
      currentStatus: 'verified',
    });
    // Jane is fetched afresh as rejected (Kit stays pending): no Revoke button is left.
    expect(await screen.findByText('Verification Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('says in words why a revocation was refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDashboard({
      '/api/admin/users': pageOf([buildAdminUser({ verificationStatus: 'verified' })]),
      'POST /api/admin/approve-verification': {
        status: 409,
        json: { message: ADMIN_MESSAGES.verificationChanged },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Users' }, LOADED));
    await user.click(await screen.findByRole('button', { name: 'Revoke the verification of Jane Rider' }));
    const dialog = await screen.findByRole('dialog');
    await refuse(user, dialog, { reason: 'Document expired', confirm: 'Revoke verification' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await screen.findByText('Could not revoke the verification')).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.verificationChanged)).toBeInTheDocument();
  });

  it('signs the admin out and goes to /admin', async () => {
    const user = userEvent.setup();
    const { location } = renderDashboard({ 'POST /api/admin/logout': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }, LOADED));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
  });
});

function pageOfReply<T>(items: T[], total: number) {
  return { json: items, headers: { 'X-Total-Count': String(total) } };
}
