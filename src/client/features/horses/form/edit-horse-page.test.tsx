import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import type { StubHandler } from '#client/test-utils/stub-fetch';
import { EditHorsePage } from './edit-horse-page';
import { EMPTY_HORSE_FORM } from './horse-form-table';
import { buildHorse, buildUser, sentJson, stubApi } from '#client/test-utils/horse-fixtures';

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

const ownView = buildHorse({
  images: ['/uploads/horses/a.webp', '/uploads/horses/b.webp'],
  imageApprovalStatus: ['approved', 'pending'],
  thumbnails: ['/uploads/horses/a-card.webp', '/uploads/horses/b-card.webp'],
  experienceLevel: 'expert',
  postcode: 'YO1 7HH',
});

function renderEdit(routes: Record<string, StubHandler>, path = '/edit-horse/5') {
  const fetchMock = stubApi({
    '/api/auth/me': { json: buildUser() },
    '/api/horses/5': { json: ownView },
    ...routes,
  });
  return {
    fetchMock,
    ...renderWithProviders(<Route path="/edit-horse/:id" component={EditHorsePage} />, { path }),
  };
}

/** The horse as the server returns it after its second photo was moved first. */
const secondPhotoFirst = {
  ...ownView,
  images: ['/uploads/horses/b.webp', '/uploads/horses/a.webp'],
  imageApprovalStatus: ['pending' as const, 'approved' as const],
  thumbnails: ['/uploads/horses/b-card.webp', '/uploads/horses/a-card.webp'],
};

describe('EditHorsePage', () => {
  it("says 'Invalid Horse ID' with a back button for a non-numeric id", async () => {
    renderEdit({}, '/edit-horse/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Horse ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('explains that only the owner may edit', async () => {
    renderEdit({ '/api/auth/me': { json: buildUser({ id: 40 }) } });
    expect(await screen.findByText('You can only change your own horses.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it('prefills the form, with the breed list, Expert, and every photo with its state', async () => {
    renderEdit({});
    expect(await screen.findByLabelText(/^Breed/)).toHaveValue('Welsh Pony');
    // The same list as on the add form (issue 32).
    expect(
      within(screen.getByLabelText(/^Breed/)).getByRole('option', { name: 'Irish Draught' }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Experience level/)).toHaveValue('expert');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('YO1 7HH');
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
  });

  it('draws a labelled control for every field of the form but the first availability', async () => {
    renderEdit({});
    await screen.findByLabelText(/^Horse name/);
    for (const name of Object.keys(EMPTY_HORSE_FORM).filter((name) => name !== 'initialAvailability')) {
      const control = document.querySelector(`form [name="${name}"]`);
      expect(control, name).not.toBeNull();
      expect(control, name).toHaveAccessibleName();
    }
    expect(document.querySelector('form [name="initialAvailability"]')).toBeNull();
  });

  it('keeps a breed typed before the list, offered first, when the rest is saved (issue 32)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEdit({
      '/api/horses/5': { json: { ...ownView, breed: 'Spotted Draught x' } },
      'PUT /api/horses/5': { json: { ...ownView, breed: 'Spotted Draught x' } },
    });
    const breed = await screen.findByLabelText(/^Breed/);
    expect(breed).toHaveValue('Spotted Draught x');
    expect(within(breed).getByRole('option', { name: 'Spotted Draught x (as listed now)' })).toBeTruthy();
    const levels = within(screen.getByLabelText(/^Experience level/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(levels).toEqual(['Select a level', 'Beginner Friendly', 'Intermediate', 'Advanced', 'Expert']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentJson(put?.[1])).toMatchObject({ breed: 'Spotted Draught x' });
  });

  it("prefills and sends the owner's limits for riders, and clears one with No limit (decision 0055)", async () => {
    const user = userEvent.setup();
    const limited = { ...ownView, maxRiderWeight: '11-13st' as const, hackingAlone: false };
    const { fetchMock } = renderEdit({
      '/api/horses/5': { json: limited },
      'PUT /api/horses/5': { json: limited },
    });
    const heaviest = await screen.findByLabelText(/^Heaviest rider/);
    expect(heaviest).toHaveValue('11-13st');
    expect(screen.getByLabelText(/^Hacking out alone/)).toHaveValue('no');
    await user.selectOptions(heaviest, '');
    await user.selectOptions(screen.getByLabelText(/^Least experience/), 'intermediate');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentJson(put?.[1])).toMatchObject({
      maxRiderWeight: null,
      minRiderExperience: 'intermediate',
      hackingAlone: false,
    });
  });

  it('shows why a rejected photo was turned down', async () => {
    const rejected = buildHorse({
      ...ownView,
      imageApprovalStatus: ['approved', 'rejected'],
      imageRejectionReasons: [null, 'poor-quality'],
    });
    renderEdit({ '/api/horses/5': { json: rejected } });
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('The photo is too dark, blurred or small')).toBeInTheDocument();
    expect(screen.getByText(/Photo 2 was rejected/)).toBeInTheDocument();
  });

  it('deletes a photo and toasts "Image deleted"', async () => {
    const user = userEvent.setup();
    const after = {
      ...ownView,
      images: ['/uploads/horses/a.webp'],
      imageApprovalStatus: ['approved' as const],
    };
    const { fetchMock } = renderEdit({ 'DELETE /api/horses/5/images/1': { json: after } });
    await user.click(await screen.findByRole('button', { name: 'Delete photo 2' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    expect(screen.getByText('Horse image has been removed successfully.')).toBeInTheDocument();
    expect(screen.queryByText('Pending review')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/horses/5/images/1',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('moves a photo first at once, keeping each photo with its state', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEdit({ 'PUT /api/horses/5': { json: secondPhotoFirst } });
    expect(await screen.findByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Make photo 2 first' }));
    expect(await screen.findByText('Photo order saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentJson(put?.[1])).toEqual({ images: ['/uploads/horses/b.webp', '/uploads/horses/a.webp'] });
    const photos = screen.getByRole('list', { name: 'Current photos' });
    expect(photos.querySelector('li')).toHaveTextContent('Pending review');
  });

  it('gives the keyboard focus back to the moved photo once its new place is saved', async () => {
    const user = userEvent.setup();
    renderEdit({ 'PUT /api/horses/5': { json: secondPhotoFirst } });
    (await screen.findByRole('button', { name: 'Move photo 2 earlier' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Photo order saved')).toBeInTheDocument();
    // Now first, it cannot move earlier: the focus is on its next control, in its new row.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus());
  });

  it('saves with age 0 allowed, and toasts "Update failed" on refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderEdit({
      'PUT /api/horses/5': { status: 400, json: { message: 'Location is required' } },
    });
    const age = await screen.findByLabelText(/^Age/);
    await user.clear(age);
    await user.type(age, '0');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    await waitFor(() =>
      expect(sentJson(put?.[1])).toMatchObject({ age: 0, experienceLevel: 'expert', isAvailable: true }),
    );
    expect(sentJson(put?.[1])).not.toHaveProperty('images');
  });
});
