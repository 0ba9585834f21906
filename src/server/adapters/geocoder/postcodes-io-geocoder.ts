import { z } from 'zod';
import type { Executor } from '#server/db/client.js';
import { findCachedAnswer, saveCachedAnswer } from './geocode-cache.repository.js';
import type { GeocodeResult, GeoPrecision, Geocoder } from './geocoder.js';
import { classifyQuery, normaliseName, type GeocodeQuery } from './query.js';

export interface PostcodesIoOptions {
  /** e.g. https://api.postcodes.io (no trailing slash needed). */
  baseUrl: string;
  db: Executor;
  /** Per request, including reading the body. */
  timeoutMs?: number;
  /** Answers whenever postcodes.io cannot: it is down, slow, or does not know a place. */
  fallback: Geocoder;
  fetchImpl?: typeof fetch;
  /** A cached "not found" is trusted this long, then asked again (new postcodes appear every quarter). */
  missTtlMs?: number;
}

/** An answer from postcodes.io: a point, or null for "it does not know this". */
type Answer = GeocodeResult | null;

const PostcodeReply = z.object({
  result: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    admin_district: z.string().nullish(),
  }),
});
const OutcodeReply = z.object({
  result: z.object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    admin_district: z.array(z.string()).nullish(),
  }),
});
const PlacesReply = z.object({
  result: z
    .array(
      z.object({
        name_1: z.string(),
        name_2: z.string().nullish(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    )
    .nullable(),
});

/** postcodes.io could not answer (network, timeout, 5xx, unexpected reply): ask the fallback instead. */
class Unanswered extends Error {}

/**
 * Looks postcodes and places up in the postcodes.io API (what a live site uses), keeping every answer,
 * a "not found" included, in geocode_cache. When the service fails, the offline fallback answers and
 * nothing is cached, so the next query tries the service again.
 */
export function createPostcodesIoGeocoder(options: PostcodesIoOptions): Geocoder {
  const { db, fallback, timeoutMs = 2500, fetchImpl = fetch, missTtlMs = 7 * 24 * 3600 * 1000 } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function getJson(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Unanswered(`postcodes.io answered ${response.status}`);
      }
      return await response.json();
    } catch (error) {
      throw error instanceof Unanswered
        ? error
        : new Unanswered('postcodes.io did not answer', { cause: error });
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Unanswered('postcodes.io sent an unexpected reply');
    return parsed.data;
  }

  async function ask(query: Exclude<GeocodeQuery, { kind: 'refused' }>): Promise<Answer> {
    if (query.kind === 'postcode') {
      const body = await getJson(`/postcodes/${encodeURIComponent(query.postcode.normalised)}`);
      if (body === undefined) return null;
      const { result } = parse(PostcodeReply, body);
      // A real postcode without coordinates (some are non-geographic): the fallback's area will do.
      if (result.latitude === null || result.longitude === null) throw new Unanswered('no coordinates');
      const label = result.admin_district ?? query.postcode.normalised;
      return { latitude: result.latitude, longitude: result.longitude, label, precision: 'postcode' };
    }
    if (query.kind === 'outcode') {
      const body = await getJson(`/outcodes/${encodeURIComponent(query.outcode)}`);
      if (body === undefined) return null;
      const { result } = parse(OutcodeReply, body);
      if (result.latitude === null || result.longitude === null) throw new Unanswered('no coordinates');
      const label = result.admin_district?.[0] ?? query.outcode;
      return { latitude: result.latitude, longitude: result.longitude, label, precision: 'outcode' };
    }
    const body = await getJson(`/places?q=${encodeURIComponent(query.search)}&limit=1`);
    if (body === undefined) return null;
    const place = parse(PlacesReply, body).result?.[0];
    // The search matches prefixes ("Kent" finds "Kentallen"): only the name asked for counts.
    const names = [place?.name_1, place?.name_2].map((name) => (name ? normaliseName(name) : ''));
    if (!place || !names.includes(query.cacheKey)) return null;
    return { latitude: place.latitude, longitude: place.longitude, label: place.name_1, precision: 'place' };
  }

  async function readCache(key: string, precision: GeoPrecision): Promise<Answer | undefined> {
    const row = await findCachedAnswer(db, key);
    if (!row) return undefined;
    if (row.latitude === null || row.longitude === null) {
      return Date.now() - row.createdAt.getTime() < missTtlMs ? null : undefined;
    }
    return { latitude: row.latitude, longitude: row.longitude, label: row.label ?? key, precision };
  }

  async function writeCache(key: string, answer: Answer): Promise<void> {
    const values = {
      latitude: answer?.latitude ?? null,
      longitude: answer?.longitude ?? null,
      label: answer?.label ?? null,
      createdAt: new Date(),
    };
    await saveCachedAnswer(db, key, values);
  }

  return {
    locate: async (text) => {
      const query = classifyQuery(text);
      if (query.kind === 'refused') return null;
      // Counties and nations are not among postcodes.io's places; the offline table has them.
      const offline = query.kind === 'name' ? await fallback.locate(text) : null;
      if (offline?.precision === 'area') return offline;

      const precision: GeoPrecision = query.kind === 'name' ? 'place' : query.kind;
      let answer = await readCache(query.cacheKey, precision);
      if (answer === undefined) {
        try {
          answer = await ask(query);
        } catch (error) {
          if (error instanceof Unanswered) return query.kind === 'name' ? offline : fallback.locate(text);
          throw error;
        }
        await writeCache(query.cacheKey, answer);
      }
      // postcodes.io's list of places is incomplete: a town it does not know may still be offline.
      return answer ?? offline;
    },
  };
}
