CREATE TABLE "pending_message_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_message_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receiver_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_message_notices" ADD CONSTRAINT "pending_message_notices_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_message_notices" ADD CONSTRAINT "pending_message_notices_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_message_notices_waiting_unique" ON "pending_message_notices" USING btree ("receiver_id","sender_id") WHERE "pending_message_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "pending_message_notices_due_idx" ON "pending_message_notices" USING btree ("due_at") WHERE "pending_message_notices"."sent_at" is null;