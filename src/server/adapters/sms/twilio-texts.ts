import type { Twilio } from 'twilio';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';
import type { TextSender } from './sms.js';

type TwilioFactory = (accountSid: string, authToken: string) => Twilio;

// The provider's client is loaded the first time a text goes, not at every start (load-on-first-use.ts).
const twilioClient = loadOnFirstUse<TwilioFactory>('twilio');

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a messaging service ('MG…'), as the provider's account is set up. */
  from: string;
}

/**
 * Texts through Twilio's own kept npm client (SMS_PROVIDER=twilio; docs/operations.md). A refusal
 * (a bad number, no credit) rejects, so the caller leaves the step unmarked and the next look tries again.
 */
export function createTwilioTexts(settings: TwilioSettings): TextSender {
  let client: Twilio | undefined;
  return {
    send: async ({ to, text }) => {
      client ??= twilioClient()(settings.accountSid, settings.authToken);
      const sender = settings.from.startsWith('MG')
        ? { messagingServiceSid: settings.from }
        : { from: settings.from };
      await client.messages.create({ to, body: text, ...sender });
    },
  };
}
