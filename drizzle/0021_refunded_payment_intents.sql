CREATE TABLE "refunded_payment_intents" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
