ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_target_type_check";--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hidden_by_moderators_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hidden_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "hidden_notice_due_at" timestamp with time zone;--> statement-breakpoint
-- Listings hidden before this change for a report of their own (not with a suspension, nor kept for a
-- review after the owner left) were hidden by the moderators: they read as hidden for "other" reasons,
-- and can be shown again with Unhide (decision 0058). Their owners were never told, so nothing is due.
UPDATE "horses" SET "hidden_reason" = 'other', "hidden_by_moderators_at" = "horses"."hidden_at"
FROM "users" WHERE "users"."id" = "horses"."owner_id" AND "horses"."hidden_at" IS NOT NULL
  AND "users"."deleted_at" IS NULL
  AND ("users"."suspended_at" IS NULL OR "horses"."hidden_at" < "users"."suspended_at");--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_hidden_by_admin_id_admin_accounts_id_fk" FOREIGN KEY ("hidden_by_admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horses_hidden_notice_due_idx" ON "horses" USING btree ("hidden_notice_due_at") WHERE "horses"."hidden_notice_due_at" is not null;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_hidden_reason_check" CHECK ("horses"."hidden_reason" in ('animal-welfare', 'misleading', 'contact-details', 'asks-for-money', 'inappropriate', 'duplicate', 'other'));--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_hidden_by_moderators_check" CHECK (("horses"."hidden_reason" is null) = ("horses"."hidden_by_moderators_at" is null) and ("horses"."hidden_reason" is null or "horses"."hidden_at" is not null));--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_hidden_note_length_check" CHECK (char_length("horses"."hidden_note") <= 1000);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('image.approved', 'image.rejected', 'verification.verified', 'verification.rejected', 'report.dismissed', 'report.hidden', 'member.suspended', 'member.unsuspended', 'member.confirmation-mail-resent', 'riding-school.verified', 'riding-school.rejected', 'listing.hidden', 'listing.hide-undone', 'listing.unhidden'));--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_target_type_check" CHECK ("admin_audit_log"."target_type" in ('horse-image', 'user', 'report', 'horse'));