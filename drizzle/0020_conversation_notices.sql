CREATE TABLE "conversation_notices" (
	"receiver_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "conversation_notices_pkey" PRIMARY KEY("receiver_id","sender_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_notices" ADD CONSTRAINT "conversation_notices_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_notices" ADD CONSTRAINT "conversation_notices_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The two notice tables become one row per conversation (docs/decisions/0043): when the member was last
-- told by any means, and when last e-mailed. An e-mail told them too, so the later of the two is kept.
-- The old tables stay for the processes still on the previous release during a rolling restart; the
-- next release's migration drops them.
INSERT INTO "conversation_notices" ("receiver_id", "sender_id", "told_at", "mailed_at")
SELECT coalesce(t.receiver_id, m.receiver_id), coalesce(t.sender_id, m.sender_id),
  greatest(t.told_at, m.sent_at), m.sent_at
FROM "thread_notices" t
FULL OUTER JOIN "message_notices" m ON m.receiver_id = t.receiver_id AND m.sender_id = t.sender_id;
