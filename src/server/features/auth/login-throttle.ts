import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { byBodyEmail, byBodyEmailAndAddress, failureLimit } from '#server/platform/rate-limit.js';

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

/**
 * Sign-in limits aimed at the attacker, not the victim (issue 10): wrong passwords are counted per
 * address and per (account, address), and only those answer 429. The account-wide count only delays.
 */
export function createLoginThrottle(app: FastifyInstance) {
  const perAddress = failureLimit(app, 'login-fail-ip', { max: 30, timeWindow: '15 minutes' });
  const perAccountAndAddress = failureLimit(app, 'login-fail-pair', { max: 10, timeWindow: '15 minutes' });
  const perAccount = failureLimit(app, 'login-fail-account', { max: Infinity, timeWindow: '15 minutes' });
  return {
    /** Before the password is checked: refuse a failing address, slow a targeted account. */
    async beforeCheck(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await perAddress.refuseIfOver(request, reply, request.ip);
      await perAccountAndAddress.refuseIfOver(request, reply, byBodyEmailAndAddress(request));
      const delay = accountDelayMs(await perAccount.count(request, byBodyEmail(request)));
      if (delay > 0) await sleep(delay);
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      await Promise.all([
        perAddress.record(request, request.ip),
        perAccountAndAddress.record(request, byBodyEmailAndAddress(request)),
        perAccount.record(request, byBodyEmail(request)),
      ]);
    },
  };
}
