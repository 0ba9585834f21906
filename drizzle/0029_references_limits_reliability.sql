CREATE TABLE "rider_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rider_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rider_id" integer NOT NULL,
	"referee_name" text NOT NULL,
	"referee_email" text NOT NULL,
	"relationship" text NOT NULL,
	"token_hash" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answer_relationship" text,
	"known_for_years" integer,
	"level_seen" text,
	"would_trust" boolean,
	"comment" text,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rider_references_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "rider_references_relationship_check" CHECK ("rider_references"."relationship" in ('riding-instructor', 'previous-owner', 'yard-manager', 'riding-school', 'fellow-rider', 'other')),
	CONSTRAINT "rider_references_answer_relationship_check" CHECK ("rider_references"."answer_relationship" in ('riding-instructor', 'previous-owner', 'yard-manager', 'riding-school', 'fellow-rider', 'other')),
	CONSTRAINT "rider_references_level_seen_check" CHECK ("rider_references"."level_seen" in ('beginner', 'intermediate', 'advanced', 'expert')),
	CONSTRAINT "rider_references_known_for_years_check" CHECK ("rider_references"."known_for_years" between 0 and 80),
	CONSTRAINT "rider_references_comment_length_check" CHECK (char_length("rider_references"."comment") <= 1000),
	CONSTRAINT "rider_references_answer_check" CHECK (("rider_references"."submitted_at" is null) = ("rider_references"."answer_relationship" is null) and ("rider_references"."submitted_at" is null) = ("rider_references"."known_for_years" is null) and ("rider_references"."submitted_at" is null) = ("rider_references"."level_seen" is null) and ("rider_references"."submitted_at" is null) = ("rider_references"."would_trust" is null))
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "max_rider_weight" text;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "min_rider_experience" text;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hacking_alone" boolean;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "limits_verdict" text;--> statement-breakpoint
ALTER TABLE "share_days" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rider_references" ADD CONSTRAINT "rider_references_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_references_rider_id_idx" ON "rider_references" USING btree ("rider_id","asked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rider_references_submitted_unique" ON "rider_references" USING btree ("rider_id",lower("referee_email")) WHERE "rider_references"."submitted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rider_references_open_unique" ON "rider_references" USING btree ("rider_id",lower("referee_email")) WHERE "rider_references"."submitted_at" is null and "rider_references"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_max_rider_weight_check" CHECK ("horses"."max_rider_weight" in ('under-7st', '7-9st', '9-11st', '11-13st', '13-15st', '15-17st', 'over-17st'));--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_min_rider_experience_check" CHECK ("horses"."min_rider_experience" in ('beginner', 'intermediate', 'advanced', 'expert'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_limits_verdict_check" CHECK ("requests"."limits_verdict" in ('within', 'outside', 'unknown'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('member', 'horse', 'message', 'review', 'reference'));--> statement-breakpoint
-- Requests sent, answered or cancelled before these columns (decision 0055): sent when the row was made;
-- the last change is the answer or the cancel when it still stands; a visit cancelled after its accept
-- has lost its answer's time and is left out of the owner's figures.
UPDATE "requests" SET "asked_at" = "created_at";--> statement-breakpoint
UPDATE "requests" SET "answered_at" = "changed_at" WHERE "status" IN ('accepted', 'declined') AND "changed_by_id" = "owner_id";--> statement-breakpoint
UPDATE "requests" SET "cancelled_at" = "changed_at" WHERE "status" = 'cancelled';
