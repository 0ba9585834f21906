import path from 'node:path';
import type { Config } from '#server/config.js';
import { createOutboxTexts } from './outbox-sms.js';
import type { TextSender } from './sms.js';
import { createTwilioTexts } from './twilio-texts.js';

export type { TextMessage, TextSender } from './sms.js';

/** Twilio when SMS_PROVIDER=twilio (its settings checked by config.ts), else .txt files in DATA_DIR/sms-outbox. */
export function createTextSender(config: Config, log: (line: string) => void): TextSender {
  if (config.SMS_PROVIDER === 'twilio')
    return createTwilioTexts({
      accountSid: config.TWILIO_ACCOUNT_SID ?? '',
      authToken: config.TWILIO_AUTH_TOKEN ?? '',
      from: config.SMS_FROM ?? '',
    });
  return createOutboxTexts({ dir: path.join(config.DATA_DIR, 'sms-outbox'), log });
}
