import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Geocoder answers, keyed by the normalised query text, so a place is looked up once. */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  /** Both null: the geocoder found nothing (cached too, so a bad query is not retried at once). */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  label: text('label'),
  createdAt: createdAt(),
});

export type GeocodeCacheEntry = typeof geocodeCache.$inferSelect;
