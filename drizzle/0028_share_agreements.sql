CREATE TABLE "agreement_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"version" integer NOT NULL,
	"author_id" integer,
	"facts" jsonb NOT NULL,
	"schooling" boolean DEFAULT false NOT NULL,
	"hacking" boolean DEFAULT false NOT NULL,
	"hacking_alone" boolean DEFAULT false NOT NULL,
	"jumping" boolean DEFAULT false NOT NULL,
	"longest_ride" text DEFAULT '' NOT NULL,
	"duties" text DEFAULT '' NOT NULL,
	"tack" text DEFAULT '' NOT NULL,
	"vet" text DEFAULT '' NOT NULL,
	"farrier" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"if_horse_unwell" text DEFAULT '' NOT NULL,
	"if_sharer_hurt" text DEFAULT '' NOT NULL,
	"passport_number" text DEFAULT '' NOT NULL,
	"microchip" text DEFAULT '' NOT NULL,
	"owner_insurance_covers_rider" text DEFAULT 'not-sure' NOT NULL,
	"rider_has_own_cover" text DEFAULT 'not-sure' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_owner_insurance_check" CHECK ("agreement_versions"."owner_insurance_covers_rider" in ('yes', 'no', 'not-sure')),
	CONSTRAINT "agreement_versions_rider_cover_check" CHECK ("agreement_versions"."rider_has_own_cover" in ('yes', 'no', 'not-sure'))
);
--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_version_member_idx" ON "agreement_acceptances" USING btree ("version_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_request_version_idx" ON "agreement_versions" USING btree ("request_id","version");