ALTER TABLE "users" ADD COLUMN "email_requests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_decisions" boolean DEFAULT true NOT NULL;