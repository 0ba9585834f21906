import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { EMPTY_TERMS, NO_MONEY_CLAUSE, type AgreementView } from '#contract/agreements';
import { stubApi, sentJson } from '#client/test-utils/horse-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { buildSessionUser } from '#client/test-utils/user-fixtures';
import { AgreementPage } from './agreement-page';

afterEach(() => vi.unstubAllGlobals());

const FIONA = buildSessionUser({ id: 9, firstName: 'Fiona', userType: 'owner' });
const JO = buildSessionUser({ id: 3, firstName: 'Jo', userType: 'enthusiast' });

function agreement(overrides: Partial<AgreementView> = {}): AgreementView {
  return {
    requestId: 12,
    version: 0,
    savedAt: null,
    facts: {
      kind: 'share',
      owner: { id: 9, name: 'Fiona Owner' },
      sharer: { id: 3, name: 'Jo Rider' },
      horse: { name: 'Biscuit', breed: 'Welsh Cob', age: 12, height: '14.3 - 15.2 hh' },
      days: 'Tue & Sat from Tue 1 Dec, 09:00–12:00 · trial until Mon 28 Dec',
      trial: '4 weeks, until Mon 28 Dec',
      notice: 'Either member may end the share in the app with 7 days’ notice.',
      services: ['Exercising/Riding'],
    },
    terms: { ...EMPTY_TERMS, emergencyContact: 'Fiona 07700 900123' },
    acceptances: {
      owner: { memberId: 9, name: 'Fiona Owner', acceptedAt: null },
      sharer: { memberId: 3, name: 'Jo Rider', acceptedAt: null },
    },
    changes: [],
    factsChanged: false,
    canEdit: true,
    open: true,
    noMoneyClause: NO_MONEY_CLAUSE,
    siteName: 'Stablemates',
    ...overrides,
  };
}

function open(me: typeof FIONA, routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ '/api/auth/me': { json: me }, ...routes });
  renderWithProviders(<Route path="/requests/:id/agreement" component={AgreementPage} />, {
    path: '/requests/12/agreement',
  });
  return fetchMock;
}

describe('the agreement page', () => {
  it('lets the owner complete the draft, keeps what she typed and shows the server’s words beside a field', async () => {
    const sent: unknown[] = [];
    open(FIONA, {
      'GET /api/requests/12/agreement': { json: agreement() },
      'PUT /api/requests/12/agreement': ({ init }) => {
        sent.push(sentJson(init));
        return {
          status: 400,
          json: { message: 'At most 40 characters', fieldErrors: { microchip: ['At most 40 characters'] } },
        };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Your part of the agreement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Share agreement: Biscuit' })).toBeVisible();
    expect(screen.getByText('Agreement: waiting for you to complete it')).toBeVisible();
    expect(within(form).getByLabelText('Emergency contact')).toHaveValue('Fiona 07700 900123');
    await user.click(within(form).getByLabelText('Hacking alone'));
    await user.type(within(form).getByLabelText('Duties'), 'Muck out');
    await user.selectOptions(
      within(form).getByLabelText("Does the owner's insurance cover the named rider?"),
      'no',
    );
    await user.click(within(form).getByRole('button', { name: 'Save and accept' }));
    expect(await within(form).findByText('At most 40 characters')).toBeVisible();
    expect(sent[0]).toMatchObject({
      hackingAlone: true,
      duties: 'Muck out',
      ownerInsuranceCoversRider: 'no',
    });
    expect(within(form).getByLabelText('Duties')).toHaveValue('Muck out');
  });

  it('asks the sharer to accept the latest version, lists what changed, and offers the PDF', async () => {
    const v2 = agreement({
      version: 2,
      savedAt: '2026-12-04T12:00:00.000Z',
      canEdit: false,
      terms: { ...EMPTY_TERMS, duties: 'Muck out on your days.' },
      changes: [{ field: 'duties', label: 'Duties', from: 'Muck out', to: 'Muck out on your days.' }],
      acceptances: {
        owner: { memberId: 9, name: 'Fiona Owner', acceptedAt: '2026-12-04T12:00:00.000Z' },
        sharer: { memberId: 3, name: 'Jo Rider', acceptedAt: null },
      },
    });
    const accepted: unknown[] = [];
    open(JO, {
      'GET /api/requests/12/agreement': { json: v2 },
      'POST /api/requests/12/agreement/accept': ({ init }) => {
        accepted.push(sentJson(init));
        return {
          json: {
            ...v2,
            acceptances: {
              ...v2.acceptances,
              sharer: { ...v2.acceptances.sharer, acceptedAt: '2026-12-05T09:00:00.000Z' },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Agreement: waiting for you to accept version 2')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    const changes = screen.getByRole('region', { name: 'What changed in version 2' });
    expect(within(changes).getByText(/was “Muck out”, now “Muck out on your days.”/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/requests/12/agreement.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Accept version 2' }));
    expect(await screen.findByText('Agreement accepted by both (version 2, 5 Dec)')).toBeVisible();
    expect(accepted).toEqual([{ version: 2 }]);
    expect(screen.queryByRole('button', { name: 'Accept version 2' })).toBeNull();
  });
});
