import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { sentJson, stubApi } from '#client/test-utils/horse-fixtures';
import { buildYardDetails } from '#client/test-utils/request-fixtures';
import { YardDetailsPanel } from './yard-details-panel';

const EMPTY = buildYardDetails();

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

async function openWith(save: StubHandler) {
  const user = userEvent.setup();
  const fetchMock = stubApi({
    'GET /api/horses/5/yard-details': { json: { ...EMPTY, parking: 'By the barn' } },
    'PUT /api/horses/5/yard-details': save,
  });
  renderWithProviders(<YardDetailsPanel horseId={5} />);
  await user.click(screen.getByRole('button', { name: 'Edit yard details' }));
  expect(await screen.findByLabelText('Parking')).toHaveValue('By the barn');
  return { user, fetchMock };
}

describe('YardDetailsPanel', () => {
  it('saves every field, trimmed, and closes', async () => {
    const { user, fetchMock } = await openWith({ json: { ...EMPTY, address: 'Home Farm, YO1 7HH' } });
    await user.type(screen.getByLabelText("Yard's address"), '  Home Farm, YO1 7HH ');
    await user.click(screen.getByRole('button', { name: 'Save yard details' }));
    expect(await screen.findByText('Yard details saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentJson(put?.[1])).toEqual({ ...EMPTY, parking: 'By the barn', address: 'Home Farm, YO1 7HH' });
    await waitFor(() => expect(screen.queryByLabelText('Parking')).toBeNull());
  });

  it("keeps the form open with the server's message beside its field", async () => {
    const { user } = await openWith({
      status: 400,
      json: { message: 'Validation failed', fieldErrors: { tack: ['At most 1000 characters'] } },
    });
    await user.click(screen.getByRole('button', { name: 'Save yard details' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    const tack = screen.getByLabelText('Tack');
    await waitFor(() => expect(tack).toHaveAccessibleDescription('At most 1000 characters'));
    expect(tack).toHaveFocus();
  });
});
