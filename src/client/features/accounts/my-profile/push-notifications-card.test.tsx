import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES } from '#contract/notifications';
import type { NoticePreferences } from '#contract/safety';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { sentBody } from '#client/test-utils/account-fixtures';
import { PushNotificationsCard } from './push-notifications-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORED: NoticePreferences = {
  messageNotices: true,
  visitReminders: true,
  pushMessages: true,
  pushRequests: true,
  pushDecisions: true,
  emailRequests: true,
  emailDecisions: true,
};

describe('Phone and browser notifications', () => {
  it('tells a browser without Web Push that it cannot show notifications, and offers no switch', async () => {
    stubFetch({ '/api/users/me/notices': { json: STORED } });
    renderWithProviders(<PushNotificationsCard />);
    const state = await screen.findByTestId('push-device-state');
    await waitFor(() => expect(state).toHaveTextContent(NOTIFICATION_MESSAGES.unsupported));
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('switches one kind off for every device, leaving the others as they were', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      '/api/users/me/notices': { json: STORED },
      'PUT /api/users/me/notices': ({ init }) => ({ json: { ...STORED, ...(sentBody(init) as object) } }),
    });
    renderWithProviders(<PushNotificationsCard />);
    await user.click(await screen.findByLabelText('New visit and share requests'));
    await waitFor(() => expect(screen.getByLabelText('New visit and share requests')).not.toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ ...STORED, pushRequests: false });
    expect(screen.getByLabelText('New messages')).toBeChecked();
  });
});
