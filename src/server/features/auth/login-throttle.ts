import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byAddress, byBodyEmail, failureLimit, limitBy } from '#server/platform/limits/rate-limit.js';

/** Failures an account takes from all addresses together before its sign-ins are slowed down. */
const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
const DELAY_STEP_MS = 200;
const MAX_DELAY_MS = 3000;

/**
 * How long to hold a sign-in for an account that many addresses have been failing at: it slows a
 * distributed guesser, but (unlike a lock) the member still gets in with the right password.
 */
export function accountDelayMs(accountFailures: number): number {
  const over = accountFailures - ACCOUNT_FAILURES_BEFORE_DELAY;
  return over <= 0 ? 0 : Math.min(over * DELAY_STEP_MS, MAX_DELAY_MS);
}

/** Sign-in attempts of any kind an address may make (a flood guard; wrong passwords are limited below). */
const LOGIN_ATTEMPT_LIMIT = { max: 100, timeWindow: '15 minutes' };

/** Wrong passwords an address may give in the window, at any accounts, and at one account. */
export const LOGIN_FAILURE_LIMITS = { perAddress: 30, perAccountAndAddress: 10, timeWindow: '15 minutes' };

/**
 * Sign-in limits aimed at the attacker, not the victim (issue 10; the admin's sign-in too, issue 29):
 * wrong passwords are counted per address and per (account, address), and only those answer 429. The
 * account-wide count only delays, so nobody can lock a member or an admin out from addresses of their own.
 * `name` keeps each sign-in's counts apart ("login", "admin-login"); `account` reads the account the body
 * names (the member's e-mail by default, the admin's username).
 */
export function createLoginThrottle(
  app: FastifyInstance,
  {
    name = 'login',
    account = byBodyEmail,
  }: { name?: string; account?: (request: FastifyRequest) => string } = {},
) {
  const { timeWindow } = LOGIN_FAILURE_LIMITS;
  const perAddress = failureLimit(app, `${name}-fail-ip`, {
    max: LOGIN_FAILURE_LIMITS.perAddress,
    timeWindow,
  });
  const perAccountAndAddress = failureLimit(app, `${name}-fail-pair`, {
    max: LOGIN_FAILURE_LIMITS.perAccountAndAddress,
    timeWindow,
  });
  const perAccount = failureLimit(app, `${name}-fail-account`, { max: Infinity, timeWindow });
  const pair = (request: FastifyRequest) => `${account(request)}|${request.ip}`;
  /** Before the password is checked: refuse a failing address, slow a targeted account. */
  async function beforeCheck(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await perAddress.refuseIfOver(request, reply, request.ip);
    await perAccountAndAddress.refuseIfOver(request, reply, pair(request));
    const delay = accountDelayMs(await perAccount.count(request, account(request)));
    if (delay > 0) await sleep(delay);
  }
  async function recordFailure(request: FastifyRequest): Promise<void> {
    await Promise.all([
      perAddress.record(request, request.ip),
      perAccountAndAddress.record(request, pair(request)),
      perAccount.record(request, account(request)),
    ]);
  }
  return {
    /**
     * The sign-in route's hooks: a flood guard on attempts of any kind, then the tighter limits on wrong
     * passwords (beforeCheck).
     */
    hooks: {
      onRequest: limitBy(app, `${name}-ip`, { ...LOGIN_ATTEMPT_LIMIT, key: byAddress }),
      preHandler: [beforeCheck],
    },
    /** The credentials check of a sign-in; a refusal counts as a wrong password. */
    async check<T>(request: FastifyRequest, checking: Promise<T>): Promise<T> {
      return checking.catch(async (error: unknown) => {
        await recordFailure(request);
        throw error;
      });
    },
  };
}
