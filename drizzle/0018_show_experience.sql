ALTER TABLE "users" ADD COLUMN "show_experience" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Members who chose a level while My Profile called it private keep it private until they turn it on
-- (docs/decisions/0036-one-horse-form-and-shown-experience.md).
UPDATE "users" SET "show_experience" = false WHERE "experience_level" IS NOT NULL;
