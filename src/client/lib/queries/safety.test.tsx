import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '#client/components/layout/navbar';
import { BlockButton } from '#client/components/safety/block-button';
import { setLiveStreamConnected } from '#client/lib/live-stream-status';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { buildSessionUser } from '#client/test-utils/user-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  setLiveStreamConnected(false);
});

const me = buildSessionUser({ id: 7 });
const bob = { id: 3, firstName: 'Bob' };

describe('Blocking and the unread badge', () => {
  it('drops the blocked member’s unread message from the navbar badge at once, and brings it back on unblock', async () => {
    // The live stream is connected, so the badge does not poll: only the block can refresh it.
    setLiveStreamConnected(true);
    let blocked = false;
    stubFetch({
      '/api/auth/me': { json: me },
      // The server counts no message from a member the reader blocked (decision 0042).
      '/api/messages/unread-count?userId=7': () => ({ json: { count: blocked ? 0 : 1 } }),
      'GET /api/blocks': () => ({
        json: blocked ? [{ ...bob, lastName: 'Hay', userType: 'enthusiast' }] : [],
      }),
      'PUT /api/blocks/3': () => {
        blocked = true;
        return { status: 204 };
      },
      'DELETE /api/blocks/3': () => {
        blocked = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Navbar />
        <BlockButton member={bob} />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Messages , 1 unread message' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click(await screen.findByRole('button', { name: 'Block Bob' }));
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await within(nav).findByRole('link', { name: 'Messages , 1 unread message' })).toBeInTheDocument();
  });
});
