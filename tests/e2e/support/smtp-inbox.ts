import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for the e2e run: the server under test sends its mail over SMTP
 * (SMTP_URL), as in production, and every message received is kept as it arrived, an RFC 822 .eml file
 * in `dir`, where the journeys read what a member would have received (support/outbox.ts). A message is
 * streamed to a `.part` file and renamed to `.eml` once whole: a journey polling the folder must never parse
 * a mail whose headers have arrived and whose body has not (it read an undefined text under load).
 */
export async function startSmtpInbox(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      received += 1;
      const file = path.join(dir, `${Date.now()}-${received}.eml`);
      const partial = `${file}.part`;
      pipeline(stream, createWriteStream(partial))
        .then(() => rename(partial, file))
        .then(
          () => callback(),
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
