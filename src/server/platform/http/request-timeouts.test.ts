import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/setup/test-app.js';

const ctx = useTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
let port = 0;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

/** Opens a real socket, writes `text` and nothing more; resolves with what came back and when it closed. */
async function sendAndWait(text: string): Promise<{ reply: string; closedAfterMs: number }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let reply = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (reply += chunk));
  socket.write(text);
  // The test's own guard: give up (and fail below) well after the configured bound.
  const guard = setTimeout(() => socket.destroy(), 8000);
  await once(socket, 'close');
  clearTimeout(guard);
  return { reply, closedAfterMs: Date.now() - started };
}

describe('requests that trickle in', () => {
  it('a body promising 1000 bytes and sending 10 is answered 408 and closed within the bound', async () => {
    const { reply, closedAfterMs } = await sendAndWait(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":"A',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });

  it('headers that never finish are cut off too', async () => {
    const { reply, closedAfterMs } = await sendAndWait('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(4000);
  });
});
