CREATE TABLE "share_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"slot_id" integer,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"reason" text,
	"changed_by_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_days_status_check" CHECK ("share_days"."status" in ('planned', 'skipped', 'missed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "kind" text DEFAULT 'visit' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "weekdays" text[];--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "trial_ends_on" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "carry_on_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owner_carries_on" boolean;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "requester_carries_on" boolean;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "booked_until" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "proposed_weekdays" text[];--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "proposed_from" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "proposed_by_id" integer;--> statement-breakpoint
ALTER TABLE "share_days" ADD CONSTRAINT "share_days_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_days" ADD CONSTRAINT "share_days_slot_id_availability_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_days" ADD CONSTRAINT "share_days_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_days_request_date_idx" ON "share_days" USING btree ("request_id","date");--> statement-breakpoint
CREATE INDEX "share_days_slot_date_idx" ON "share_days" USING btree ("slot_id","date");--> statement-breakpoint
CREATE INDEX "share_days_date_idx" ON "share_days" USING btree ("date");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_kind_check" CHECK ("requests"."kind" in ('visit', 'share'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_weekdays_check" CHECK ("requests"."weekdays" <@ array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']::text[]);