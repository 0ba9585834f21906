CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "yard_details" (
	"horse_id" integer PRIMARY KEY NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"parking" text DEFAULT '' NOT NULL,
	"arrival" text DEFAULT '' NOT NULL,
	"feeding" text DEFAULT '' NOT NULL,
	"turnout" text DEFAULT '' NOT NULL,
	"tack" text DEFAULT '' NOT NULL,
	"vet_and_farrier" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "capacity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "changed_by_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_details" ADD CONSTRAINT "yard_details_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An enquiry's slot was known only through its message; requests now carry it. Where a member already
-- held two open requests for one slot's day, the one that counts stays (an accepted one, else the oldest)
-- and the others are cancelled, so the one-open-request rule can hold from here on.
UPDATE "requests" q SET "slot_id" = m."availability_slot_id" FROM "messages" m
  WHERE m."request_id" = q."id" AND m."message_type" = 'availability_enquiry' AND m."availability_slot_id" IS NOT NULL;--> statement-breakpoint
UPDATE "requests" q SET "status" = 'cancelled', "reason" = 'A second request for the same day', "changed_at" = now()
  WHERE q."status" IN ('pending', 'accepted') AND q."slot_id" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "requests" o
    WHERE o."requester_id" = q."requester_id" AND o."slot_id" = q."slot_id" AND o."start_date" = q."start_date"
      AND o."status" IN ('pending', 'accepted') AND o."id" <> q."id"
      AND ((o."status" = 'accepted' AND q."status" = 'pending') OR (o."status" = q."status" AND o."id" < q."id")));--> statement-breakpoint
CREATE UNIQUE INDEX "requests_open_slot_day_idx" ON "requests" USING btree ("requester_id","slot_id","start_date") WHERE "requests"."status" in ('pending', 'accepted') and "requests"."slot_id" is not null;--> statement-breakpoint
CREATE INDEX "requests_slot_day_idx" ON "requests" USING btree ("slot_id","start_date");--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_capacity_check" CHECK ("availability_slots"."capacity" between 1 and 20);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_previous_status_check" CHECK ("requests"."previous_status" in ('pending', 'accepted', 'declined', 'cancelled'));