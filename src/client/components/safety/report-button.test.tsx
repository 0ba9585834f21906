import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAFETY_MESSAGES } from '#contract/safety';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch } from '#client/test-utils/stub-fetch';
import { ReportButton } from './report-button';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportButton', () => {
  it('asks for a reason, then sends the report with its detail and thanks the member', async () => {
    const fetch = stubFetch({
      'POST /api/reports': { status: 201, json: { id: 4, message: SAFETY_MESSAGES.reported } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportButton target={{ targetType: 'horse', targetId: 9 }} what="this listing" />);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    // The form's check is asynchronous: under load its message comes a moment after the click.
    expect(await screen.findByText(SAFETY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText(/Reason/), 'Animal welfare concern');
    await user.type(screen.getByLabelText('Anything else we should know (optional)'), 'Thin and lame');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 5000 });
    expect(await screen.findByText(SAFETY_MESSAGES.reported)).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      targetType: 'horse',
      targetId: 9,
      reason: 'animal-welfare',
      detail: 'Thin and lame',
    });
  });

  it('keeps the dialog open and shows the server’s words when the report is refused', async () => {
    stubFetch({ 'POST /api/reports': { status: 409, json: { message: SAFETY_MESSAGES.alreadyReported } } });
    const user = userEvent.setup();
    renderWithProviders(
      <ReportButton compact target={{ targetType: 'message', targetId: 3 }} what="this message from Ellie" />,
    );
    await user.click(screen.getByRole('button', { name: 'Report this message from Ellie' }));
    await user.selectOptions(await screen.findByLabelText(/Reason/), 'Spam or scam');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(SAFETY_MESSAGES.alreadyReported)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this message from Ellie' })).toBeInTheDocument();
  });
});
