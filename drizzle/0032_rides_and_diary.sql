CREATE TABLE "ride_note_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ride_note_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ride_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ride_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"how_it_went" text NOT NULL,
	"shoes" text DEFAULT '' NOT NULL,
	"lameness" text DEFAULT '' NOT NULL,
	"to_watch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"rider_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"back_by" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"company" text NOT NULL,
	"back_at" timestamp with time zone,
	"still_out_asked_at" timestamp with time zone,
	"alert_started_at" timestamp with time zone,
	"alert_claimed_until" timestamp with time zone,
	"owner_alerted_at" timestamp with time zone,
	"contact_texted_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"safe_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_company_check" CHECK ("rides"."company" in ('alone', 'with others'))
);
--> statement-breakpoint
ALTER TABLE "yard_details" ADD COLUMN "emergency_mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_note_replies" ADD CONSTRAINT "ride_note_replies_note_id_ride_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."ride_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_note_replies" ADD CONSTRAINT "ride_note_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_notes" ADD CONSTRAINT "ride_notes_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_notes" ADD CONSTRAINT "ride_notes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_notes" ADD CONSTRAINT "ride_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_note_replies_note_idx" ON "ride_note_replies" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_notes_ride_idx" ON "ride_notes" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "ride_notes_request_idx" ON "ride_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rides_one_out_per_rider_idx" ON "rides" USING btree ("rider_id") WHERE "rides"."back_at" is null;--> statement-breakpoint
CREATE INDEX "rides_out_idx" ON "rides" USING btree ("back_by") WHERE "rides"."back_at" is null;--> statement-breakpoint
CREATE INDEX "rides_request_idx" ON "rides" USING btree ("request_id","started_at");