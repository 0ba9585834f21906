ALTER TABLE "donations" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "object_key" text;--> statement-breakpoint
-- One-off donations recorded before the column kept their session in metadata. The first row of each
-- session takes it; a later duplicate (the same session delivered under another event id) keeps none,
-- so the constraint can be added, and stays as the financial record it is.
UPDATE "donations" d SET "checkout_session_id" = d."metadata"->>'checkoutSessionId'
WHERE d."provider_subscription_id" IS NULL
  AND d."metadata"->>'checkoutSessionId' IS NOT NULL
  AND d."id" = (
    SELECT min(first."id") FROM "donations" first
    WHERE first."provider_subscription_id" IS NULL
      AND first."metadata"->>'checkoutSessionId' = d."metadata"->>'checkoutSessionId'
  );--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_checkout_session_id_unique" UNIQUE("checkout_session_id");--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_object_key_unique" UNIQUE("object_key");
