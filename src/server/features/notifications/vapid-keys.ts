import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import type { Config } from '#server/config.js';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: what PushManager.subscribe takes. */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The server's VAPID key pair (decision 0030): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
 * otherwise generated on first start into DATA_DIR/vapid-keys.json (mode 0600) and read back on every
 * restart, so the subscriptions browsers made with the public key keep working. Called when the app is
 * built, never on import.
 */
export function vapidKeysOf(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.CONTACT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.DATA_DIR, KEY_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  // A P-256 pair as web-push makes one (node:crypto, so a start does not load web-push).
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  const pair = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }), {
    mode: 0o600,
    flag: 'wx',
  });
  return { ...pair, subject };
}
