CREATE TABLE "email_verification_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verification_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "owner_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_id_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- Reviews count only when a visit stands behind them: an accepted request between the reviewer and the
-- target whose day had come when this migration ran. Each review is tied to the latest such request, or
-- to none (it stays readable, marked as not from a confirmed visit, and no longer counts).
UPDATE "reviews" r SET "request_id" = (
  SELECT q.id FROM "requests" q
  WHERE q.status = 'accepted' AND q.start_date <= (now() AT TIME ZONE 'Europe/London')::date AND (
    (r.horse_id IS NOT NULL AND q.horse_id = r.horse_id AND q.requester_id = r.reviewer_id)
    OR (r.reviewed_user_id IS NOT NULL AND (
      (q.owner_id = r.reviewer_id AND q.requester_id = r.reviewed_user_id)
      OR (q.requester_id = r.reviewer_id AND q.owner_id = r.reviewed_user_id)))
  )
  ORDER BY q.start_date DESC, q.id DESC LIMIT 1
);
--> statement-breakpoint
UPDATE "horses" h SET
  "rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r
    WHERE r.horse_id = h.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL), 500),
  "review_count" = (SELECT count(*)::int FROM "reviews" r
    WHERE r.horse_id = h.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL);
--> statement-breakpoint
UPDATE "users" u SET
  "rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r
    WHERE r.reviewed_user_id = u.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL), 500),
  "review_count" = (SELECT count(*)::int FROM "reviews" r
    WHERE r.reviewed_user_id = u.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL),
  "owner_rating" = coalesce((SELECT round(avg(r.rating) * 100)::int FROM "reviews" r JOIN "horses" h ON h.id = r.horse_id
    WHERE h.owner_id = u.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL), 500),
  "owner_review_count" = (SELECT count(*)::int FROM "reviews" r JOIN "horses" h ON h.id = r.horse_id
    WHERE h.owner_id = u.id AND r.hidden_at IS NULL AND r.request_id IS NOT NULL);
