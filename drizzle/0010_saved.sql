CREATE TABLE "saved_horses" (
	"user_id" integer NOT NULL,
	"horse_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_horses_user_id_horse_id_pk" PRIMARY KEY("user_id","horse_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"radius_miles" integer NOT NULL,
	"experience_level" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"checked_through" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_radius_check" CHECK ("saved_searches"."radius_miles" between 1 and 300),
	CONSTRAINT "saved_searches_experience_level_check" CHECK ("saved_searches"."experience_level" in ('beginner', 'intermediate', 'advanced', 'expert')),
	CONSTRAINT "saved_searches_services_check" CHECK ("saved_searches"."services" <@ array['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover']::text[]),
	CONSTRAINT "saved_searches_coordinates_check" CHECK (("saved_searches"."latitude" is null) = ("saved_searches"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "saved_horses" ADD CONSTRAINT "saved_horses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_horses" ADD CONSTRAINT "saved_horses_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_horses_horse_id_idx" ON "saved_horses" USING btree ("horse_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("checked_through") WHERE "saved_searches"."alerts";