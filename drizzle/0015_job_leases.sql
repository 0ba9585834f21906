CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
