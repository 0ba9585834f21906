/** A point on the WGS84 globe, in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * How fine an answer is: the exact postcode, its outcode (district), a coarse area (the post town of a
 * postcode area, or a county/region/nation), or a named town or village.
 */
export type GeoPrecision = 'postcode' | 'outcode' | 'area' | 'place';

export interface GeocodeResult extends GeoPoint {
  /** A human name for what was found: a post town, district, place or county (never the query itself). */
  label: string;
  precision: GeoPrecision;
}

/** The outside world's geocoding service, behind the one call the app needs. */
export interface Geocoder {
  /**
   * A UK town, city, county or postcode (full, or an outcode such as "LS1") to coordinates; null when it
   * is unknown. Never throws for a bad query; a failing remote service falls back to offline data.
   */
  locate(query: string): Promise<GeocodeResult | null>;
}
