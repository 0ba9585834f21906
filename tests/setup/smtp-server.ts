import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface TestSmtpServer {
  url: string;
  /** Every message received so far, parsed. */
  messages: ParsedMail[];
  /** Resolves with the next message that arrives (or one already received that matches). */
  waitForMessage(match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives: the far end of the mailer in tests. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const waiters: Array<{ match: (mail: ParsedMail) => boolean; resolve: (mail: ParsedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of waiters.splice(0)) {
            if (waiter.match(mail)) waiter.resolve(mail);
            else waiters.push(waiter);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: (match = () => true, timeoutMs = 10_000) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No matching mail arrived in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Registers hooks that start a test SMTP server before the file's tests (call it before `useTestApp`,
 * whose env can then read `url`) and close it after them. Read the fields inside hooks and tests.
 */
export function useSmtpServer(): TestSmtpServer {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the test SMTP server starts in beforeAll');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get messages() {
      return started().messages;
    },
    waitForMessage: (match, timeoutMs) => started().waitForMessage(match, timeoutMs),
    close: () => started().close(),
  };
}
