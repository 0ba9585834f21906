import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '#contract/profile';
import type { SessionUser } from '#contract/users';
import { HELD_NAME_CASES } from '#contract/test-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { stubFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { buildUser, sentBody, SITE_CONFIG } from '#client/test-utils/account-fixtures';
import { buildRequestView } from '#client/test-utils/request-fixtures';
import { MyProfilePage } from '../my-profile-page';
import { profileFormValues } from './profile-form-table';

afterEach(() => {
  vi.unstubAllGlobals();
});

const enthusiast = (overrides: Partial<SessionUser> = {}) =>
  buildUser({ userType: 'enthusiast', riderWeight: '9-11st', ...overrides });

function renderProfile(me: SessionUser, routes: Record<string, StubHandler> = {}) {
  const fetchMock = stubFetch({
    '/api/site-config': { json: SITE_CONFIG },
    '/api/auth/me': { json: me },
    '/api/auth/sessions': {
      json: [
        {
          id: 1,
          device: 'Firefox on Linux',
          createdAt: '2026-11-01T10:00:00Z',
          lastSeenAt: '2026-11-22T10:00:00Z',
          keepSignedIn: true,
          current: true,
        },
      ],
    },
    ...routes,
  });
  const view = renderWithProviders(<MyProfilePage />, { path: '/my-profile' });
  return { ...view, fetchMock };
}

describe('My Profile sections', () => {
  it("draws a labelled control for every field of the details form's table, for an enthusiast", async () => {
    const me = enthusiast();
    renderProfile(me);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit your profile' });
    for (const name of Object.keys(profileFormValues(me))) {
      const control = form.querySelector(`[name="${name}"]`);
      expect(control, name).not.toBeNull();
      expect(control, name).toHaveAccessibleName();
    }
  });

  it('edits the details: Save sends them and returns to view mode; Cancel discards', async () => {
    const user = userEvent.setup();
    const me = enthusiast();
    const { fetchMock } = renderProfile(me, {
      'PUT /api/users/7': ({ init }) => ({ json: { ...me, ...(sentBody(init) as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const first = screen.getByLabelText(/First name/);
    // Focus goes with what the member opened: into the form, and back to Edit profile after Save or Cancel.
    expect(first).toHaveFocus();
    await user.clear(first);
    await user.type(first, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Janet Rider' })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toMatchObject({
      firstName: 'Janet',
      postcode: 'EH1 1YZ',
      riderWeight: '9-11st',
    });
    expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText(/Last name/), 'xyz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Janet Rider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  });

  it.each(HELD_NAME_CASES)(
    'shows a %s member their name as it stays, saying why, and still saves the rest',
    async (verificationStatus, why) => {
      const user = userEvent.setup();
      const me = enthusiast({ verificationStatus });
      const { fetchMock } = renderProfile(me, {
        'PUT /api/users/7': ({ init }) => ({ json: { ...me, ...(sentBody(init) as object) } }),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
      for (const label of [/First name/, /Last name/]) {
        const field = screen.getByLabelText(label);
        expect(field).toHaveAttribute('readonly');
        expect(field).toHaveAccessibleDescription(why);
        await user.type(field, 'xyz');
      }
      await user.type(screen.getByLabelText(/Bio/), 'Happy to muck out.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(PROFILE_MESSAGES.updated)).toBeInTheDocument();
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(sentBody(put?.[1])).toMatchObject({
        firstName: me.firstName,
        lastName: me.lastName,
        bio: 'Happy to muck out.',
      });
    },
  );

  it('lets a member whose ID check was rejected edit their name', async () => {
    const user = userEvent.setup();
    renderProfile(enthusiast({ verificationStatus: 'rejected' }));
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText(/First name/)).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Last name/)).not.toHaveAccessibleDescription(
      PROFILE_MESSAGES.nameCheckedAgainstId,
    );
  });

  it('lets any member give their experience and choose whether their public profile shows it (issue 32)', async () => {
    const user = userEvent.setup();
    const me = buildUser({ userType: 'owner', experienceLevel: null });
    const { fetchMock } = renderProfile(me, {
      'PUT /api/users/7': ({ init }) => ({ json: { ...me, ...(sentBody(init) as object) } }),
    });
    expect(await screen.findByText('Experience: not given')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.selectOptions(screen.getByLabelText(/^Experience with horses/), 'Intermediate');
    const show = screen.getByRole('checkbox', { name: 'Show my experience on my public profile' });
    expect(show).toBeChecked();
    await user.click(show);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Experience: Intermediate (only you see it)')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toMatchObject({ experienceLevel: 'intermediate', showExperience: false });
  });

  it('shows field errors inline: a bad phone before sending, the server’s postcode message after', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderProfile(enthusiast(), {
      'PUT /api/users/7': {
        status: 400,
        json: {
          message: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
          fieldErrors: { postcode: ['Please enter a valid UK postcode (e.g., SW1A 1AA)'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.type(screen.getByLabelText(/Phone/), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROFILE_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(screen.getByLabelText(/Phone/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter a valid UK postcode (e.g., SW1A 1AA)')).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText(/Postcode/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(PROFILE_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it.each([
    [{}, '0/3 (0%)'],
    [{ profileImage: '/uploads/profiles/a.webp' }, '1/3 (33%)'],
    [{ profileImage: '/uploads/profiles/a.webp', verificationStatus: 'pending' as const }, '2/3 (67%)'],
    [{ verificationStatus: 'rejected' as const, hasBrowsedHorses: true }, '1/3 (33%)'],
    [
      {
        profileImage: '/uploads/profiles/a.webp',
        verificationStatus: 'verified' as const,
        hasBrowsedHorses: true,
      },
      '3/3 (100%)',
    ],
  ])('Getting Started counts %o as %s', async (overrides, label) => {
    renderProfile(enthusiast(overrides));
    expect(await screen.findByText(label)).toBeInTheDocument();
  });

  it('owners have no Getting Started; nothing says coming soon', async () => {
    renderProfile(buildUser({ userType: 'owner' }), { '/api/horses': { json: [] } });
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.queryByText('Getting Started')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/coming soon|on its way/i);
  });

  it('lists requests with their horse and state', async () => {
    renderProfile(enthusiast(), {
      '/api/requests': {
        json: [
          { id: 1, status: 'pending', horse: { id: 3, name: 'Bramble' }, startDate: '2026-12-01' },
          { id: 2, status: 'declined', horse: { id: 4, name: 'Willow' }, startDate: null },
        ],
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Your requests' })).closest(
      'div',
    )!.parentElement!;
    expect(await within(card).findByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Bramble')).toBeInTheDocument();
    expect(within(card).getByText('Declined')).toBeInTheDocument();
  });

  it('counts every request in its link, past the 200 one list holds, and shows the latest three', async () => {
    // 245 requests for the owner's horses, newest first; the stub answers like the server.
    const all = Array.from({ length: 245 }, (_, i) =>
      buildRequestView({ id: 500 - i, horse: { id: 5, name: `Horse ${i + 1}`, image: null } }),
    );
    const { fetchMock } = renderProfile(buildUser({ userType: 'owner' }), {
      '/api/horses': { json: [] },
      'GET /api/requests': ({ url }) => ({
        json: all.slice(0, Number(url.searchParams.get('limit') ?? 50)),
        headers: { 'X-Total-Count': String(all.length) },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Open your requests inbox (245)' });
    const card = link.closest('div')!;
    expect(within(card).getByText('Ellie · Horse 1')).toBeInTheDocument();
    expect(within(card).getByText('Ellie · Horse 3')).toBeInTheDocument();
    expect(within(card).queryByText('Ellie · Horse 4')).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/requests'));
    // The newest three only; My shares, beside it, reads the owner's shares apart; "To do first" reads
    // the inbox's first page, where what waits for an answer comes first.
    expect(asked.sort()).toEqual([
      `/api/requests?userId=7&inbox=owner&kind=share&limit=50`,
      `/api/requests?userId=7&inbox=owner&limit=51`,
      `/api/requests?userId=7&limit=3`,
    ]);
  });

  it('puts what is still to do first: the steps not done and the requests waiting for an answer', async () => {
    const waiting = [41, 42].map((id) => buildRequestView({ id, status: 'pending', inboxGroup: 0 }));
    const past = buildRequestView({ id: 43, status: 'declined', inboxGroup: 2 });
    renderProfile(buildUser({ userType: 'owner', emailVerified: true, profileImage: null }), {
      '/api/horses': { json: [] },
      'GET /api/requests': { json: [...waiting, past] },
    });
    const todo = (await screen.findByRole('heading', { name: 'To do first' })).closest('div')!.parentElement!;
    await within(todo).findByRole('link', { name: '2 requests wait for your answer' });
    expect(within(todo).getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute(
      'href',
      '/my-profile?section=details',
    );
    expect(within(todo).getByRole('link', { name: 'List your first horse' })).toHaveAttribute(
      'href',
      '/add-horse',
    );
    // Done already: not listed.
    expect(within(todo).queryByText(/Confirm your e-mail/)).toBeNull();
  });

  it('folds and unfolds a section from its heading, saying which it is', async () => {
    const user = userEvent.setup();
    renderProfile(enthusiast(), {});
    const toggle = await screen.findByRole('button', { name: 'Account' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cards = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(cards).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cards).not.toBeVisible();
    // The index unfolds what it leads to.
    await user.click(screen.getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  });

  it('shows the empty state when the member has no requests', async () => {
    renderProfile(enthusiast(), { '/api/requests': { json: [] } });
    expect(await screen.findByText('You have not sent any requests yet.')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, and previews an image before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const me = enthusiast();
    const { fetchMock } = renderProfile(me, {
      'POST /api/users/7/profile-image': { json: { profileImage: '/uploads/profiles/new.webp' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await screen.findByRole('button', { name: 'Add photo' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(PROFILE_MESSAGES.imageWrongTypeTitle)).toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('heading', { name: 'Use this photo?' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of your new profile photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).includes('/profile-image') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Use this photo?' })).not.toBeInTheDocument(),
    );
  });

  it('refuses an image of 5MB or more with the spec’s words', async () => {
    const user = userEvent.setup();
    renderProfile(enthusiast());
    await screen.findByRole('button', { name: 'Add photo' });
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, big);
    expect(await screen.findByText(PROFILE_MESSAGES.imageTooLargeTitle)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.imageTooLarge)).toBeInTheDocument();
  });

  it('the deletion dialog says what goes and stays, and asks again after a 409', async () => {
    const user = userEvent.setup();
    renderProfile(buildUser({ userType: 'owner' }), {
      '/api/horses': { json: [] },
      'DELETE /api/users/me': ({ init }) =>
        (sentBody(init) as { confirmFutureVisits?: boolean }).confirmFutureVisits
          ? { json: { message: PROFILE_MESSAGES.accountDeleted } }
          : { status: 409, json: { message: PROFILE_MESSAGES.futureVisits } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('What goes')).toBeInTheDocument();
    expect(within(dialog).getByText(/shown as from “Deleted member”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'Saddle-Up-2024');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.futureVisits)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText(PROFILE_MESSAGES.accountDeleted)).toBeInTheDocument();
  });
});
