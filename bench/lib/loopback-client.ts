/**
 * Requests from many client addresses without a header anyone could forge: each address is a loopback
 * address of its own (127.31.0.1, 127.31.0.2, ... all of 127.0.0.0/8 reaches this machine), bound as the
 * socket's source, so nginx sees it as $remote_addr and the app, trusting nginx's one hop, as the client.
 * The target is always 127.0.0.1.
 */
import { Agent, fetch, type RequestInit, type Response } from 'undici';

const agents = new Map<string, Agent>();

/** The n-th client address (n from 0 to about 4 million): 127.31.0.1, ..., 127.31.0.250, 127.31.1.1, ... */
export function loopbackAddress(n: number): string {
  const host = Math.floor(n / 250);
  return `127.${31 + Math.floor(host / 256)}.${host % 256}.${(n % 250) + 1}`;
}

/** fetch from `address` (a loopback address) to 127.0.0.1 only. */
export function fetchFrom(address: string, url: string, init: RequestInit = {}): Promise<Response> {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('127.0.0.1 only');
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address, connections: 16 });
    agents.set(address, agent);
  }
  return fetch(url, { ...init, dispatcher: agent });
}

export async function closeClients(): Promise<void> {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
  agents.clear();
}
