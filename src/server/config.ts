import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting comes from the environment, is validated once at start, and has an embedded default so
 * that `npm start` works with nothing set (docs/design.md §6). A bad value stops the process with a message
 * naming the variable.
 */
const optionalUrl = z.url().optional();
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Stablemates <hello@stablemates.local>'),
  TEAM_EMAIL: z.email().default('team@stablemates.local'),
  STORAGE: z.enum(['local', 's3']).default('local'),
  // S3-compatible storage (STORAGE=s3): bucket and public address required, the rest as the service needs.
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_REGION: z.string().default('eu-west-2'),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  GEOCODER: z.enum(['offline', 'postcodes.io']).default('offline'),
  GEOCODER_URL: z.preprocess(emptyAsUndefined, optionalUrl),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_OWNER_PREMIUM_PRODUCT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  ADMIN_USERNAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._@-]{3,100}$/, 'must be 3 to 100 letters, digits or . _ @ -')
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(12).optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  // Web Push (decision 0030): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints)
  // and the contact push services may use. Unset: a pair is generated on first start into DATA_DIR.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/)
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
  // Text messages (issue 45: an overdue rider's emergency contact): 'outbox' writes them to
  // DATA_DIR/sms-outbox and logs a line; 'twilio' sends them with the account below (docs/operations.md).
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the account SID: AC and 32 hex digits')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  // The sending number in E.164 (+447…) or a messaging service SID (MG…).
  SMS_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a number like +447700900123 or an MG… SID')
      .optional(),
  ),
  // Tests only: a file holding the instant the calendar clock reads (src/server/platform/clock.ts).
  TEST_CLOCK_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  SITE_NAME: z.string().min(1).default('Stablemates'),
  COMPANY_NUMBER: z.string().min(1).default('SC000000'),
  // External addresses: the real ones are set in production; the defaults are harmless placeholders.
  FEEDBACK_FORM_URL: z.url().default('https://forms.example.org/stablemates-feedback'),
  DONATION_URL: z.url().default('https://pay.example.org/stablemates-donate'),
  OWNER_PREMIUM_URL: z.url().default('https://pay.example.org/stablemates-owner-premium'),
  ENTHUSIAST_SUBSCRIPTION_URL: z.url().default('https://pay.example.org/stablemates-enthusiast'),
  VERIFICATION_DONATION_URL: z.url().default('https://pay.example.org/stablemates-verification'),
  FACEBOOK_URL: z.url().default('https://facebook.example.org/stablemates'),
  INSTAGRAM_URL: z.url().default('https://instagram.example.org/stablemates'),
  TWITTER_URL: z.url().default('https://x.example.org/stablemates'),
  TIKTOK_URL: z.url().default('https://tiktok.example.org/stablemates'),
  CONTACT_EMAIL: z.email().default('hello@stablemates.local'),
  SAFETY_EMAIL: z.email().default('safety@stablemates.local'),
  SUPPORT_EMAIL: z.email().default('support@stablemates.local'),
  // Behind a load balancer: its hop count ("1") or its addresses ("10.0.0.0/8,127.0.0.1"), so the client
  // address comes from X-Forwarded-For. Unset: the connection's own address is the client's.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value): false | string[] | ((address: string, hop: number) => boolean) => {
      if (value === '') return false;
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        return (_address, hop) => hop < hops;
      }
      return value.split(',').map((part) => part.trim());
    }),
  // How long anonymous browse replies are kept in memory (decision 0006); 0 turns the micro-cache off
  // (the bench measures the search itself that way).
  BROWSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // A new message still unread this many minutes later is told of by push or e-mail (decision 0052).
  MESSAGE_NOTICE_DELAY_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(10),
  // A hidden listing's owner is told this many seconds after the hide: the moderator's undo minute
  // (decision 0058). The end-to-end journeys set 0, so the owner's notice comes at the job's next look.
  LISTING_HIDE_NOTICE_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  // How often the minute jobs (held-back notices, a hide's notice, rides' check-ins) look: a minute. The
  // end-to-end journeys set a few seconds, so a step that waits for the next look does not wait a minute.
  MINUTE_JOBS_EVERY_MS: z.coerce.number().int().min(1000).max(60_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A whole request (headers and body) must arrive within this; a body that trickles in is cut off (408).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  // A connection silent this long is closed. Above the message stream's 25 s heartbeat, so streams live.
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(30_000).default(60_000),
  // Metrics for Prometheus on a listener of their own (platform/operations/metrics.ts; decision 0032): unset, none.
  // The public port never serves them; the host defaults to this machine only.
  METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // After SIGTERM, how long the process keeps serving while readiness already says 503, so the proxy
  // stops sending before the listener closes (decision 0032). Unset: 5000 in production, 0 otherwise.
  DRAIN_GRACE_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(120_000).optional()),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'DRAIN_GRACE_MS'> {
  SESSION_SECRET: string;
  DRAIN_GRACE_MS: number;
  /** True when the public address is https: cookies then get Secure and the __Host- prefix. */
  secureCookies: boolean;
  publicUrl: string;
  /**
   * Origins whose browsers may change state (the same-origin check): PUBLIC_URL's alone. Only on a local
   * setup with PUBLIC_URL unset also the other spelling of localhost and the Vite dev server (npm run dev).
   */
  allowedOrigins: string[];
}

/** The drain's grace in production when DRAIN_GRACE_MS is unset: a few of a proxy's health checks. */
const DEFAULT_DRAIN_GRACE_MS = 5000;

/** Where `npm run dev` serves the client (vite.config.ts), proxying /api to this server. */
const DEV_CLIENT_PORT = 5173;

export class ConfigError extends Error {}

/** Validates an environment. Throws ConfigError whose message names each bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.superRefine((value, ctx) => {
    // One without the other would silently create no admin.
    if (Boolean(value.ADMIN_USERNAME) !== Boolean(value.ADMIN_PASSWORD)) {
      const missing = value.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'required when the other ADMIN_ variable is set',
      });
    }
    // The metrics are never on the public port (decision 0032); the same port twice would not start anyway.
    if (value.METRICS_PORT !== undefined && value.METRICS_PORT !== 0 && value.METRICS_PORT === value.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
      const missing = value.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'required when the other VAPID_ key is set' });
    }
    if (value.SMS_PROVIDER === 'twilio') {
      for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const) {
        if (!value[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when SMS_PROVIDER=twilio' });
      }
    }
    if (value.STORAGE !== 's3') return;
    if (!value.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE=s3' });
  }).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Reads the configuration. When SESSION_SECRET is unset, a random one is generated once and kept in
 * DATA_DIR so sessions survive a restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return {
    ...parsed,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    // A proxy in front needs a few seconds to see readiness fail; a developer's server need not wait.
    DRAIN_GRACE_MS: parsed.DRAIN_GRACE_MS ?? (parsed.NODE_ENV === 'production' ? DEFAULT_DRAIN_GRACE_MS : 0),
    secureCookies: publicUrl.startsWith('https://'),
    publicUrl,
    allowedOrigins: parsed.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : [parsed.PORT, DEV_CLIENT_PORT].flatMap((port) => [
          `http://localhost:${port}`,
          `http://127.0.0.1:${port}`,
        ]),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
