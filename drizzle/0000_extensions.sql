-- Distance search needs cube and earthdistance. On PostgreSQL 15 earthdistance is not a trusted extension:
-- the migrating role must be a superuser, or an administrator creates both extensions once beforehand
-- (these statements then do nothing). PGlite must be created with both extensions loaded.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- ll_to_earth() as in earthdistance 1.2, with a SQL-standard body: its references are bound now, not looked
-- up through search_path at run time. earthdistance 1.1 (PostgreSQL 15 and older) resolves earth() and
-- cube() through search_path, so an index on ll_to_earth() there fails to rebuild on pg_restore and breaks
-- ANALYZE under an empty search_path. The horses_location_gist index is on earth_point(latitude, longitude).
CREATE OR REPLACE FUNCTION earth_point(lat double precision, lon double precision) RETURNS earth
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN cube(cube(cube(earth() * cos(radians(lat)) * cos(radians(lon))), earth() * cos(radians(lat)) * sin(radians(lon))), earth() * sin(radians(lat)))::earth;
