-- A horse's free days (decision 0050): null until worked out from its slots, which the availability
-- feature does as slots change and housekeeping does for every other horse within its first runs.
ALTER TABLE "horses" ADD COLUMN "free_days_from" date;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "free_days" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "weekdays" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "horses_free_days_from_idx" ON "horses" USING btree ("free_days_from");--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_free_days_check" CHECK ("horses"."free_days" between 0 and 562949953421311);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_weekdays_check" CHECK ("saved_searches"."weekdays" <@ array['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']::text[]);