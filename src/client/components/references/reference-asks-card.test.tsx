import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_MESSAGES, type OwnReference } from '#contract/references';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { ReferenceAsksCard } from './reference-asks-card';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const ask = (over: Partial<OwnReference>): OwnReference => ({
  id: 1,
  refereeName: 'Kate Coach',
  refereeEmail: 'kate@example.test',
  relationship: 'riding-instructor',
  state: 'waiting',
  askedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  reference: null,
  ...over,
});

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('ReferenceAsksCard', () => {
  it('asks someone new and says so, and puts the server’s words beside the field they concern', async () => {
    let refused = true;
    const fetchMock = stubFetch({
      'GET /api/references/asks': { json: [] },
      'POST /api/references': () =>
        refused
          ? {
              status: 400,
              json: { message: 'Invalid input', fieldErrors: { refereeEmail: ['Not that one'] } },
            }
          : { status: 201, json: ask({ id: 2, refereeName: 'Pat' }) },
    });
    renderWithProviders(<ReferenceAsksCard />);
    await screen.findByText('You have not asked anyone yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a reference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a reference' });
    await userEvent.type(within(dialog).getByLabelText(/Their name/), 'Pat');
    await userEvent.type(within(dialog).getByLabelText(/Their e-mail address/), 'pat@example.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/How they know you/), 'riding-instructor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the ask' }));
    expect(await within(dialog).findByText('Not that one')).toBeInTheDocument();
    expect(screen.queryByText('Could not ask')).not.toBeInTheDocument();

    refused = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the ask' }));
    expect(await screen.findByText(REFERENCE_MESSAGES.asked('Pat'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock).at(-1)).toEqual({
      refereeName: 'Pat',
      refereeEmail: 'pat@example.test',
      relationship: 'riding-instructor',
    });
  });

  it('withdraws a waiting ask, and asks the same person again once the link has expired', async () => {
    const fetchMock = stubFetch({
      'GET /api/references/asks': {
        json: [
          ask({}),
          ask({ id: 3, refereeName: 'Sam Yard', refereeEmail: 'sam@example.test', state: 'expired' }),
        ],
      },
      'DELETE /api/references/asks/1': { status: 204 },
      'POST /api/references': { status: 429, json: { message: 'You can ask three people a week.' } },
    });
    renderWithProviders(<ReferenceAsksCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the ask to Kate Coach' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Ask Sam Yard again' }));
    expect(await screen.findByText('Could not ask')).toBeInTheDocument();
    expect(screen.getByText('You can ask three people a week.')).toBeInTheDocument();
    expect(sentBodies(fetchMock)).toEqual([
      { refereeName: 'Sam Yard', refereeEmail: 'sam@example.test', relationship: 'riding-instructor' },
    ]);
  });
});
