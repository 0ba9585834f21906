import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { stubXhrThroughFetch, type StubHandler } from '#client/test-utils/stub-fetch';
import { AddHorsePage } from './add-horse-page';
import { HORSE_TEXT_MAX } from '#contract/horses';
import { EMPTY_HORSE_FORM } from './horse-form-table';
import { buildHorse, buildUser, SIGNED_OUT, sentJson, stubApi } from '#client/test-utils/horse-fixtures';

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAdd(me: StubHandler, routes: Record<string, StubHandler> = {}) {
  const fetchMock = stubApi({ '/api/auth/me': me, ...routes });
  stubXhrThroughFetch();
  return { fetchMock, ...renderWithProviders(<AddHorsePage />, { path: '/add-horse' }) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Horse name/), 'Bramble');
  await user.selectOptions(screen.getByLabelText(/^Breed/), 'Welsh Pony');
  await user.type(screen.getByLabelText(/^Age/), '12');
  await user.selectOptions(screen.getByLabelText(/^Height/), '13.3 - 14.2 hh');
  await user.clear(screen.getByLabelText(/^Location/));
  await user.type(screen.getByLabelText(/^Location/), 'York');
}

const image = (name: string, bytes: number, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('AddHorsePage', () => {
  it.each([
    ['an enthusiast', { json: buildUser({ userType: 'enthusiast' }) }],
    ['a signed-out visitor', SIGNED_OUT],
  ])('shows Access Restricted to %s', async (_who, me) => {
    renderAdd(me);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeInTheDocument();
    expect(
      screen.getByText('Only horse owners can add horses. Please log in with a horse owner account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Horse' })).toBeNull();
  });

  it('says until when each first availability would run', async () => {
    // Only the clock: "today" is Wednesday 18 November 2026 in London; the presets run a month.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T12:00:00Z'));
    renderAdd({ json: buildUser() });
    const select = await screen.findByLabelText(/^Initial availability/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'None',
      'Always Available, all day every day until 18 Dec',
      'Mon-Fri 9-5, every week until 18 Dec',
      'Weekend 9-5, every week until 18 Dec',
      'Flexible 8am-8pm, every day until 18 Dec',
      'Custom (set up later)',
    ]);
  });

  it('asks for at least one service before sending anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdd({ json: buildUser() });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));
    expect(await screen.findByText('Please select at least one service')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('checks each photo as it is chosen, names each one refused and keeps the good ones (issue 32)', async () => {
    // The browser cannot open broken.jpg: its bytes are not a picture, though its name and type say so.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name === 'broken.jpg') throw new DOMException('The source image could not be decoded.');
        return { close: () => {} };
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderAdd({ json: buildUser() });
    await user.upload(await screen.findByLabelText('Add photos'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      image('good.jpg', 100),
      image('huge.jpg', 5 * 1024 * 1024 + 1),
      image('broken.jpg', 100),
    ]);
    const alert = await screen.findByText('These files were not added:');
    const refused = within(alert.parentElement!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(refused).toEqual([
      'notes.txt: Please select an image file',
      'huge.jpg: Please select an image under 5MB',
      'broken.jpg: This file cannot be opened as a picture. Please select an image file',
    ]);
    const kept = within(screen.getByRole('list', { name: 'Photos to upload' })).getAllByRole('img');
    expect(kept.map((img) => img.getAttribute('alt'))).toEqual(['New photo 1: good.jpg']);

    // A next choice that is all good clears the message.
    await user.upload(screen.getByLabelText('Add photos'), image('second.jpg', 100));
    await waitFor(() => expect(screen.queryByText(/not added/)).toBeNull());
  });

  it('draws a labelled control for every field of the form but Available for help now', async () => {
    renderAdd({ json: buildUser() });
    await screen.findByLabelText(/^Horse name/);
    for (const name of Object.keys(EMPTY_HORSE_FORM).filter((name) => name !== 'isAvailable')) {
      const control = document.querySelector(`form [name="${name}"]`);
      expect(control, name).not.toBeNull();
      expect(control, name).toHaveAccessibleName();
    }
    expect(document.querySelector('form [name="isAvailable"]')).toBeNull();
  });

  it('lets each text box hold as many characters as the server takes, in the order of the field table', async () => {
    renderAdd({ json: buildUser() });
    await screen.findByLabelText(/^Horse name/);
    const boxes = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form [maxlength]')];
    const texts = Object.entries(HORSE_TEXT_MAX).filter(([name]) => name !== 'breed');
    expect(boxes.map((box) => [box.name, box.maxLength])).toEqual(
      Object.keys(EMPTY_HORSE_FORM).flatMap((name) => texts.filter(([text]) => text === name)),
    );
  });

  it("starts from the owner's town and postcode, and offers the one breed list and four levels", async () => {
    renderAdd({ json: buildUser({ location: 'Harrogate', postcode: 'HG1 1AA' }) });
    expect(await screen.findByLabelText(/^Location/)).toHaveValue('Harrogate');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('HG1 1AA');
    const breeds = within(screen.getByLabelText(/^Breed/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(breeds).toEqual(expect.arrayContaining(['Cob', 'Irish Draught', 'Connemara', 'Welsh Pony']));
    const levels = within(screen.getByLabelText(/^Experience level/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(levels).toEqual(['Select a level', 'Beginner Friendly', 'Intermediate', 'Advanced', 'Expert']);
  });

  it("uploads the photos, creates the horse with its owner id and goes to My Profile's horses", async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderAdd(
      { json: buildUser() },
      {
        'POST /api/horses/upload-image': { json: { imageUrl: '/uploads/horses/abc.webp' } },
        'POST /api/horses': { status: 201, json: buildHorse() },
      },
    );
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.click(screen.getByLabelText('Calm'));
    await user.selectOptions(screen.getByLabelText(/^Experience level/), 'Beginner Friendly');
    await user.selectOptions(screen.getByLabelText(/^Initial availability/), 'weekdays');
    await user.upload(screen.getByLabelText('Add photos'), image('bramble.jpg', 2048));
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/my-profile?section=horses'));
    expect(screen.getByText('Horse added successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Your photos are being checked; your listing is live without them until then.'),
    ).toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/horses/upload-image');
    expect((upload?.[1]?.body as FormData).get('horseImage')).toBeInstanceOf(File);
    const create = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/horses' && init?.method === 'POST',
    );
    expect(sentJson(create?.[1])).toMatchObject({
      name: 'Bramble',
      breed: 'Welsh Pony',
      age: 12,
      height: '13.3-14.2hh',
      location: 'York',
      services: ['general-care'],
      temperament: ['calm'],
      experienceLevel: 'beginner',
      initialAvailability: 'weekdays',
      images: ['/uploads/horses/abc.webp'],
      ownerId: 9,
    });
  });

  it('toasts "Failed to add horse" with the server message', async () => {
    const user = userEvent.setup();
    renderAdd(
      { json: buildUser() },
      { 'POST /api/horses': { status: 400, json: { message: 'We could not find that postcode' } } },
    );
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));
    expect(await screen.findByText('Failed to add horse')).toBeInTheDocument();
    expect(screen.getByText('We could not find that postcode')).toBeInTheDocument();
  });

  it("puts the server's field messages beside their fields, the first taking the focus", async () => {
    const user = userEvent.setup();
    renderAdd(
      { json: buildUser() },
      {
        'POST /api/horses': {
          status: 400,
          json: {
            message: 'Validation failed',
            fieldErrors: { postcode: ['We could not find that postcode'] },
          },
        },
      },
    );
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));
    const postcode = screen.getByLabelText(/^Postcode/);
    await waitFor(() => expect(postcode).toHaveAccessibleDescription(/We could not find that postcode/));
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveFocus();
  });

  it("says the age rule in the form's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAdd({ json: buildUser() });
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.clear(screen.getByLabelText(/^Age/));
    await user.type(screen.getByLabelText(/^Age/), '0');
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));
    expect(await screen.findByText('Age must be a whole number from 1 to 40')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the photos in the order the owner chose, the cover first', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const { fetchMock } = renderAdd(
      { json: buildUser() },
      {
        'POST /api/horses/upload-image': () => ({ json: { imageUrl: `/uploads/horses/${++uploads}.webp` } }),
        'POST /api/horses': { status: 201, json: buildHorse() },
      },
    );
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.upload(screen.getByLabelText('Add photos'), [
      image('first.jpg', 100),
      image('second.jpg', 100),
      image('third.jpg', 100),
    ]);
    const list = screen.getByRole('list', { name: 'Photos to upload' });
    expect(within(list).getByText('Cover photo')).toBeInTheDocument();
    expect(screen.queryByText('No file chosen')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await user.click(screen.getByRole('button', { name: 'Move photo 2 later' }));
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['New photo 1: third.jpg', 'New photo 2: second.jpg', 'New photo 3: first.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => url === '/api/horses' && init?.method === 'POST'),
      ).toBe(true),
    );
    const sentNames = fetchMock.mock.calls
      .filter(([url]) => url === '/api/horses/upload-image')
      .map(([, init]) => ((init?.body as FormData).get('horseImage') as File).name);
    expect(sentNames).toEqual(['third.jpg', 'second.jpg', 'first.jpg']);
  });

  it("shows each photo's upload progress while the form is sent", async () => {
    const user = userEvent.setup();
    let finish: (() => void) | undefined;
    const { fetchMock } = renderAdd(
      { json: buildUser() },
      {
        'POST /api/horses': { status: 201, json: buildHorse() },
      },
    );
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/horses/upload-image') {
        await new Promise<void>((resolve) => (finish = resolve));
        return Response.json({ imageUrl: '/uploads/horses/a.webp' });
      }
      return stubbed!(input, init);
    });
    await fillRequired(user);
    await user.click(screen.getByLabelText('General Care'));
    await user.upload(screen.getByLabelText('Add photos'), image('bramble.jpg', 100));
    await user.click(screen.getByRole('button', { name: 'Add Horse' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo 1' });
    expect(bar).toHaveAttribute('value', '0.5');
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    act(() => finish?.());
    expect(await screen.findByText('Horse added successfully!')).toBeInTheDocument();
  });

  it('offers temperament as chips that are checkboxes', async () => {
    renderAdd({ json: buildUser() });
    const group = await screen.findByRole('group', { name: 'Temperament' });
    const calm = within(group).getByRole('checkbox', { name: 'Calm' });
    await userEvent.setup().click(calm);
    expect(calm).toBeChecked();
  });
});
