import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { maskedNumber, type TextSender } from './sms.js';

/**
 * Without a provider (development, tests, the journeys), every text is written as a .txt file to the
 * outbox folder and announced in the log, as mail is (adapters/mailer/outbox-mailer.ts): the file under a
 * temporary name first, then renamed, so a reader of the folder sees each text whole or not at all.
 */
export function createOutboxTexts(options: { dir: string; log: (line: string) => void }): TextSender {
  return {
    send: async ({ to, text }) => {
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.txt`;
      const file = path.join(options.dir, name);
      const partial = `${file}.part`;
      // Owner-only: a text names a member, a horse and where they ride.
      await writeFile(partial, `To: ${to}\n\n${text}\n`, { mode: 0o600 });
      await rename(partial, file);
      options.log(`text to ${maskedNumber(to)} saved to ${file}`);
    },
  };
}
