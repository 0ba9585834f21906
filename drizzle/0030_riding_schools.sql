CREATE TABLE "riding_schools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "riding_schools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"business_name" text NOT NULL,
	"status" text DEFAULT 'declared' NOT NULL,
	"certificate_key" text,
	"insurance_expires_on" date,
	"verified_until" date,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"rejection_note" text,
	"reminded_for" date,
	"expiry_told_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riding_schools_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "riding_schools_status_check" CHECK ("riding_schools"."status" in ('declared', 'pending', 'verified', 'rejected')),
	CONSTRAINT "riding_schools_pending_has_certificate_check" CHECK ("riding_schools"."status" <> 'pending' or "riding_schools"."certificate_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "riding_schools" ADD CONSTRAINT "riding_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "riding_schools_pending_idx" ON "riding_schools" USING btree ("submitted_at") WHERE "riding_schools"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('image.approved', 'image.rejected', 'verification.verified', 'verification.rejected', 'report.dismissed', 'report.hidden', 'member.suspended', 'member.unsuspended', 'member.confirmation-mail-resent', 'riding-school.verified', 'riding-school.rejected'));