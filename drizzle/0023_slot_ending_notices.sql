ALTER TABLE "availability_slots" ADD COLUMN "ending_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "carry_on_days" integer;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_carry_on_days_check" CHECK ("availability_slots"."carry_on_days" >= 1);