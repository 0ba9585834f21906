import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#client/components/ui/use-toast';
import { renderWithProviders } from '#client/test-utils/render';
import { SITE_CONFIG } from '#client/test-utils/site-config-fixtures';
import { stubFetch, type StubReply } from '#client/test-utils/stub-fetch';
import { ContactUsPage } from './contact-us-page';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

/** The contact endpoint answers only when the test releases it, so the sending state can be seen. */
function deferredContactReply() {
  let release: (reply: StubReply) => void = () => undefined;
  const pending = new Promise<StubReply>((resolve) => (release = resolve));
  return { pending, release: (reply: StubReply) => release(reply) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('Your full name'), 'Jane Rider');
  await user.type(screen.getByPlaceholderText('you@example.com'), 'jane@example.org');
  await user.type(screen.getByPlaceholderText("What's this about?"), 'Volunteering');
  await user.type(
    screen.getByPlaceholderText('Tell us more about how we can help...'),
    'I would love to help.',
  );
}

function renderPage(contactReply: () => Promise<StubReply> | StubReply) {
  const fetchMock = stubFetch({ '/api/site-config': { json: SITE_CONFIG } });
  // Called with the request's init, which the tests read from contactFetch.mock.calls.
  const contactFetch = vi.fn(async (_init: RequestInit | undefined) => {
    const reply = await contactReply();
    return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
      status: reply.status ?? 201,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input) === '/api/contact' ? contactFetch(init) : base(input, init),
  );
  renderWithProviders(<ContactUsPage />, { path: '/contact-us' });
  return { contactFetch };
}

describe('Contact Us form', () => {
  it('labels every field, uses the spec placeholders and a 5-row message box', async () => {
    renderPage(() => ({ status: 201 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('placeholder', 'Your full name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Subject/)).toHaveAttribute('placeholder', "What's this about?");
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '5');
    expect(await screen.findByRole('link', { name: 'safety@example.org' })).toHaveAttribute(
      'href',
      'mailto:safety@example.org',
    );
    expect(screen.getByText('Within 12 hours')).toBeInTheDocument();
  });

  it('shows "Sending..." with the button disabled, then clears the form and confirms', async () => {
    const user = userEvent.setup();
    const reply = deferredContactReply();
    const { contactFetch } = renderPage(() => reply.pending);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(contactFetch).toHaveBeenCalledTimes(1);
    const init = contactFetch.mock.calls[0]![0]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jane Rider',
      email: 'jane@example.org',
      subject: 'Volunteering',
      message: 'I would love to help.',
    });

    reply.release({ status: 201, json: { message: 'Thanks', emailed: true } });
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your full name')).toHaveValue('');
    expect(screen.getByPlaceholderText('Tell us more about how we can help...')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed and shows a destructive toast when sending fails', async () => {
    const user = userEvent.setup();
    renderPage(() => ({ status: 500, json: { message: 'Something went wrong on our side.' } }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly via email.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your full name')).toHaveValue('Jane Rider');
    expect(screen.getByPlaceholderText('Tell us more about how we can help...')).toHaveValue(
      'I would love to help.',
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('treats a network failure like any other failure', async () => {
    const user = userEvent.setup();
    renderPage(() => Promise.reject(new TypeError('Failed to fetch')));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('you@example.com')).toHaveValue('jane@example.org');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { contactFetch } = renderPage(() => ({ status: 201 }));
    await user.type(screen.getByPlaceholderText('you@example.com'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(contactFetch).not.toHaveBeenCalled());
  });
});
