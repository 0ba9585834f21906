import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_AND_RETURN_MESSAGES } from '#contract/confirm-and-return';
import { enquiryDrafts } from '#client/lib/enquiry-drafts';
import { shareDrafts } from '#client/lib/share-drafts';
import { buildHorse, buildUser, stubApi } from '#client/test-utils/horse-fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { EmailConfirmedPage } from './email-confirmed-page';

const member = buildUser({ id: 31, emailVerified: true });
const place = { memberId: 31, horseId: 7, slotId: 12, day: '2030-06-04' };
const horsePage = `/horse/7?slot=12&day=2030-06-04`;

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderConfirmed(returnTo: string) {
  stubApi({
    '/api/auth/me': { json: member },
    '/api/horses/7': { json: buildHorse({ id: 7, name: 'Bramble' }) },
  });
  return renderWithProviders(<EmailConfirmedPage />, {
    path: `/email-confirmed?result=confirmed&returnTo=${encodeURIComponent(returnTo)}`,
  });
}

describe('/email-confirmed: the way back to a kept draft', () => {
  it('says the request to share is waiting when the link came from the share form and its draft is kept', async () => {
    shareDrafts.save(place, {
      weekdays: ['thursday'],
      startDate: '2030-06-06',
      trialWeeks: 2,
      endDate: null,
      service: 'exercising-riding',
      message: 'I ride twice a week.',
    });
    renderConfirmed(`${horsePage}&ask=share`);
    expect(
      await screen.findByRole('link', { name: CONFIRM_AND_RETURN_MESSAGES.backTo('Bramble') }),
    ).toBeVisible();
    expect(screen.getByText(CONFIRM_AND_RETURN_MESSAGES.shareDraftWaiting)).toBeVisible();
    expect(screen.queryByText(CONFIRM_AND_RETURN_MESSAGES.draftWaiting)).toBeNull();
  });

  it("says the enquiry is waiting for the enquiry's link, and not the share's words", async () => {
    enquiryDrafts.save(place, {
      activities: ['exercising-riding'],
      preferredTime: 'any',
      isFlexible: true,
      content: 'Hello',
    });
    renderConfirmed(horsePage);
    expect(await screen.findByText(CONFIRM_AND_RETURN_MESSAGES.draftWaiting)).toBeVisible();
    expect(screen.queryByText(CONFIRM_AND_RETURN_MESSAGES.shareDraftWaiting)).toBeNull();
  });

  it('promises nothing when the form the link names kept no draft', async () => {
    // An enquiry kept for the same slot is not the request to share the link came from.
    enquiryDrafts.save(place, { activities: [], preferredTime: 'any', isFlexible: true, content: 'Hello' });
    renderConfirmed(`${horsePage}&ask=share`);
    expect(
      await screen.findByRole('link', { name: CONFIRM_AND_RETURN_MESSAGES.backTo('Bramble') }),
    ).toBeVisible();
    expect(screen.queryByText(CONFIRM_AND_RETURN_MESSAGES.shareDraftWaiting)).toBeNull();
    expect(screen.queryByText(CONFIRM_AND_RETURN_MESSAGES.draftWaiting)).toBeNull();
  });
});
