ALTER TABLE "horses" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "unanswered_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "pause_excused_at" timestamp with time zone;--> statement-breakpoint
-- Requests already three days unanswered when the rule came (decision 0057): their cards say so, but
-- nobody is sent a notice about an old request, and they never count toward pausing an owner who did
-- not know the rule.
UPDATE "requests" SET "unanswered_told_at" = now(), "pause_excused_at" = now()
  WHERE "status" = 'pending' AND coalesce("asked_at", "created_at") <= now() - interval '72 hours';--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shows_on" date;--> statement-breakpoint
-- Every review written before reviews waited for each other was already public: it stays so.
UPDATE "reviews" SET "published_at" = "created_at",
  "shows_on" = ("created_at" AT TIME ZONE 'Europe/London')::date + 14;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "shows_on" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "requests_pending_idx" ON "requests" USING btree ("owner_id","asked_at") WHERE "requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("shows_on") WHERE "reviews"."published_at" is null;
