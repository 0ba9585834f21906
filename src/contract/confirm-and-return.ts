/**
 * The way back from a confirmation (issue 46), apart from email-verification.ts so the banner every page
 * loads (which reads that module) does not carry them. `beforeYouAsk`: above the enquiry and share forms while the address is
 * unconfirmed, said before anything is typed, never only as a failure at Send.
 */
export const CONFIRM_AND_RETURN_MESSAGES = {
  beforeYouAsk: {
    title: 'Confirm your e-mail to send this',
    body: (email: string) =>
      `Until you open the link we sent to ${email}, owners cannot receive your enquiries. You can write yours now: we keep it on this device, and the link brings you back here to send it.`,
    resend: 'Send the link again',
    /** Pressing Send before confirming: nothing is sent, the words stay. */
    held: 'Not sent yet: your words are kept here. Open the link in the e-mail we sent you, then press Send.',
  },
  /** The confirmation page's way back to where the member was (the link's returnTo). */
  backTo: (name: string) => `Back to ${name}`,
  backToWhereYouWere: 'Back to where you were',
  /** Under the way back when an enquiry typed before confirming is kept for that slot. */
  draftWaiting: 'Your enquiry is waiting there as you left it: press Send Request when you are ready.',
  /** The same, for a request to share (the way back names `ask=share`). */
  shareDraftWaiting:
    'Your request to share is waiting there as you left it: press Send share request when you are ready.',
} as const;
