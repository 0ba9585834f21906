import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertHorse, insertUser } from '#server/db/factories.js';
import { signInAsNewAdmin } from '#tests/setup/admin.js';
import { schemaQuery } from '#tests/setup/fuzz-inputs.js';
import { signIn } from '#tests/setup/http.js';
import { fingerprintTables } from '#tests/setup/table-fingerprint.js';
import { useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 19: every GET route with a querystring schema gets bad query strings built from that schema
 * (fuzz-inputs.ts `schemaQuery`: wrong types, repeated keys, huge values, unicode, NUL, empty, unknown
 * keys), as each kind of actor. Each answer is a 2xx or a 4xx with a JSON `message`, never a 5xx, and no
 * stored data changes. fuzz.test.ts covers bodies, paths and generic query values; this one reads the
 * query schemas themselves. Fixed seed, so a finding reproduces; fast-check shrinks it to a small query.
 */
const querySchemas = new Map<string, z.ZodType>();
const ctx = useTestApp({
  deps: () => ({
    onRoute: (route) => {
      const schema = route.schema?.querystring;
      if (!(schema instanceof z.ZodType)) return;
      for (const method of [route.method].flat()) {
        if (method === 'GET') querySchemas.set(route.url, schema);
      }
    },
  }),
});

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** Spread over every route and actor; kept small for CI (about 10 s on PGlite on a quiet machine). */
const TARGET_REQUESTS = Number(process.env.FUZZ_QUERY_REQUESTS ?? 1200);
/** A signed-in request refreshes its session's `last_seen_at` (and an admin's); nothing else may change. */
const IGNORED_COLUMNS = { sessions: ['last_seen_at'], admin_sessions: ['last_seen_at'] };

type Actor = 'signed out' | 'enthusiast' | 'owner' | 'admin';

/** Members, a horse and a message, so real ids in the queries reach the handlers' deeper checks. */
async function seed(): Promise<Record<Actor, string | undefined>> {
  await insertUser(ctx.db, { email: 'ella@example.test', userType: 'enthusiast' });
  const owner = await insertUser(ctx.db, { email: 'olly@example.test', userType: 'owner' });
  await insertHorse(ctx.db, { ownerId: owner.id, name: 'Bramble' });
  const cookies = {
    'signed out': undefined,
    enthusiast: await signIn(ctx.app, 'ella@example.test'),
    owner: await signIn(ctx.app, 'olly@example.test'),
    admin: (await signInAsNewAdmin(ctx.app, ctx.db)).cookie,
  };
  const message = await ctx.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: cookies.enthusiast },
    payload: { receiverId: owner.id, content: 'Could I help with Bramble?' },
  });
  if (message.statusCode !== 201) throw new Error(`seeding a message: ${message.statusCode} ${message.body}`);
  return cookies;
}

/** What is wrong with a reply, or undefined when it is fine. */
function problemWith(res: { statusCode: number; body: string }): string | undefined {
  const ok =
    (res.statusCode >= 200 && res.statusCode < 300) || (res.statusCode >= 400 && res.statusCode < 500);
  if (!ok) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return undefined;
  try {
    const reply = JSON.parse(res.body) as { message?: unknown };
    if (typeof reply.message !== 'string' || !reply.message)
      return `${res.statusCode} without message: ${res.body.slice(0, 200)}`;
  } catch {
    return `${res.statusCode} not JSON: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}

describe('fuzzing every query string', () => {
  it(
    'answers bad query strings built from each route schema with a 2xx or a 4xx, never a 5xx, and changes nothing',
    async () => {
      const cookies = await seed();
      const routes = [...querySchemas].map(([url, schema]) => ({
        url,
        queries: schemaQuery(
          () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
          ['1', '2'],
        ),
      }));
      // Every querystring schema yields queries of its own shape; a route that gave none would go untested.
      expect(routes.filter((route) => !route.queries).map((route) => route.url)).toEqual([]);
      expect(routes.length).toBeGreaterThanOrEqual(10);
      const combinations = routes.flatMap((route) =>
        (Object.entries(cookies) as [Actor, string | undefined][])
          // The operator's pages as the operator and signed out (a member is refused as signed out is,
          // before the query is read); the members' routes as each kind of member.
          .filter(([actor]) =>
            route.url.startsWith('/api/admin/') ? ['admin', 'signed out'].includes(actor) : actor !== 'admin',
          )
          .map(([actor, cookie]) => ({ ...route, actor, cookie })),
      );
      const perCombination = Math.ceil(TARGET_REQUESTS / combinations.length);
      const before = await fingerprintTables(ctx.db, IGNORED_COLUMNS);

      const findings: Record<string, string> = {};
      let sent = 0;
      for (const [index, { url, actor, cookie, queries }] of combinations.entries()) {
        const result = await fc.check(
          fc.asyncProperty(queries!, async (query) => {
            // Fresh counts each time, so requests reach validation and handlers rather than stop at 429.
            ctx.app.resetRateLimits();
            sent++;
            const res = await ctx.app.inject({
              method: 'GET',
              url: url + query,
              headers: cookie ? { cookie } : {},
            });
            const problem = problemWith(res);
            if (problem) throw new Error(problem);
          }),
          { seed: SEED + index, numRuns: perCombination },
        );
        if (result.failed) {
          findings[`GET ${url} as ${actor}`] =
            `${JSON.stringify(result.counterexample?.[0])?.slice(0, 120)} → ${String(result.errorInstance)}`;
        }
      }

      expect.soft(findings, 'routes that answered badly (smallest example of each)').toEqual({});
      // A finding stops its route's run early, so the count is only whole when nothing was found.
      expect.soft(sent).toBeGreaterThanOrEqual(TARGET_REQUESTS);
      expect
        .soft(await fingerprintTables(ctx.db, IGNORED_COLUMNS), 'stored data after fuzzing')
        .toEqual(before);
    },
    Math.max(120_000, TARGET_REQUESTS * 40),
  );
});
