CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_type" text NOT NULL,
	"location" text,
	"postcode" text,
	"bio" text,
	"phone" text,
	"rider_weight" text,
	"profile_image" text,
	"experience" text,
	"experience_level" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"opt_out_marketing" boolean DEFAULT false NOT NULL,
	"has_browsed_horses" boolean DEFAULT false NOT NULL,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verification_document" text,
	"verification_submitted_at" timestamp with time zone,
	"age_confirmed_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"owner_rating" integer DEFAULT 500 NOT NULL,
	"owner_review_count" integer DEFAULT 0 NOT NULL,
	"rating" integer DEFAULT 500 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('owner', 'enthusiast')),
	CONSTRAINT "users_rider_weight_check" CHECK ("users"."rider_weight" in ('under-7st', '7-9st', '9-11st', '11-13st', '13-15st', '15-17st', 'over-17st')),
	CONSTRAINT "users_verification_status_check" CHECK ("users"."verification_status" in ('unverified', 'pending', 'verified', 'rejected')),
	CONSTRAINT "users_experience_level_check" CHECK ("users"."experience_level" in ('beginner', 'intermediate', 'advanced', 'expert')),
	CONSTRAINT "users_interests_check" CHECK ("users"."interests" <@ array['help-looking-after', 'available-for-rides', 'holiday-horse-sitter', 'rent-a-stable', 'rent-out-stable', 'horse-for-sale', 'help-nearby', 'riding-access', 'buy-a-horse', 'occasional-borrow', 'learn-to-ride']::text[]),
	CONSTRAINT "users_owner_rating_check" CHECK ("users"."owner_rating" between 0 and 500),
	CONSTRAINT "users_rating_check" CHECK ("users"."rating" between 0 and 500),
	CONSTRAINT "users_review_counts_check" CHECK ("users"."owner_review_count" >= 0 and "users"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "registration_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"user_type" text NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"city" text,
	"postcode" text,
	"bio" text,
	"current_step" integer DEFAULT 1 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_sessions_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "registration_sessions_user_type_check" CHECK ("registration_sessions"."user_type" in ('owner', 'enthusiast')),
	CONSTRAINT "registration_sessions_interests_check" CHECK ("registration_sessions"."interests" <@ array['help-looking-after', 'available-for-rides', 'holiday-horse-sitter', 'rent-a-stable', 'rent-out-stable', 'horse-for-sale', 'help-nearby', 'riding-access', 'buy-a-horse', 'occasional-borrow', 'learn-to-ride']::text[]),
	CONSTRAINT "registration_sessions_current_step_check" CHECK ("registration_sessions"."current_step" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "horses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"breed" text NOT NULL,
	"age" integer,
	"color" text,
	"height" text NOT NULL,
	"temperament" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_level" text,
	"description" text,
	"special_needs" text,
	"location" text NOT NULL,
	"postcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_approval_status" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"price_per_hour" integer,
	"rating" integer DEFAULT 500 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horses_age_check" CHECK ("horses"."age" between 0 and 40),
	CONSTRAINT "horses_height_check" CHECK ("horses"."height" in ('under-12hh', '12-13.2hh', '13.3-14.2hh', '14.3-15.2hh', '15.3-16.2hh', '16.3-17.2hh', 'over-17.2hh')),
	CONSTRAINT "horses_experience_level_check" CHECK ("horses"."experience_level" in ('beginner', 'intermediate', 'advanced', 'expert')),
	CONSTRAINT "horses_temperament_check" CHECK ("horses"."temperament" <@ array['calm', 'energetic', 'friendly', 'independent', 'playful', 'gentle', 'alert']::text[]),
	CONSTRAINT "horses_services_check" CHECK ("horses"."services" <@ array['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover']::text[]),
	CONSTRAINT "horses_image_approval_aligned_check" CHECK (cardinality("horses"."images") = cardinality("horses"."image_approval_status")),
	CONSTRAINT "horses_image_approval_status_check" CHECK ("horses"."image_approval_status" <@ array['pending', 'approved', 'rejected']::text[]),
	CONSTRAINT "horses_coordinates_check" CHECK (("horses"."latitude" is null) = ("horses"."longitude" is null) and "horses"."latitude" between -90 and 90 and "horses"."longitude" between -180 and 180),
	CONSTRAINT "horses_price_per_hour_check" CHECK ("horses"."price_per_hour" >= 0),
	CONSTRAINT "horses_rating_check" CHECK ("horses"."rating" between 0 and 500),
	CONSTRAINT "horses_review_count_check" CHECK ("horses"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "availability_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"horse_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"recurrence_type" text DEFAULT 'none' NOT NULL,
	"recurrence_end" date,
	"is_template" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_start_time_check" CHECK ("availability_slots"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "availability_slots_end_time_check" CHECK ("availability_slots"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "availability_slots_recurrence_type_check" CHECK ("availability_slots"."recurrence_type" in ('none', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "availability_slots_dates_check" CHECK ("availability_slots"."end_date" >= "availability_slots"."start_date"),
	CONSTRAINT "availability_slots_recurrence_end_check" CHECK ("availability_slots"."recurrence_end" >= "availability_slots"."start_date")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"horse_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"service" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_service_check" CHECK ("requests"."service" in ('exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover')),
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "requests_dates_check" CHECK ("requests"."end_date" >= "requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"request_id" integer,
	"horse_id" integer,
	"availability_slot_id" integer,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'general' NOT NULL,
	"preferred_time" text,
	"is_flexible" boolean DEFAULT false NOT NULL,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_message_type_check" CHECK ("messages"."message_type" in ('general', 'availability_enquiry')),
	CONSTRAINT "messages_activities_check" CHECK ("messages"."activities" <@ array['exercising-riding', 'stable-yard-help', 'general-care', 'occasional-cover']::text[]),
	CONSTRAINT "messages_preferred_time_check" CHECK ("messages"."preferred_time" = 'any' or "messages"."preferred_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "messages_not_self_check" CHECK ("messages"."sender_id" <> "messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"horse_id" integer,
	"reviewed_user_id" integer,
	"reviewer_id" integer NOT NULL,
	"request_id" integer,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_target_check" CHECK (num_nonnulls("reviews"."horse_id", "reviews"."reviewed_user_id") = 1),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length_check" CHECK (char_length("reviews"."comment") <= 500),
	CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewed_user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_mail_status_check" CHECK ("contact_messages"."mail_status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "cancellation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"type" text NOT NULL,
	"item" text NOT NULL,
	"user_email" text NOT NULL,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_requests_type_check" CHECK ("cancellation_requests"."type" in ('subscription', 'donation'))
);
--> statement-breakpoint
CREATE TABLE "customer_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_customer_id" text NOT NULL,
	"email" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_mappings_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text,
	"customer_id" text,
	"provider_subscription_id" text,
	"product_name" text,
	"status" text NOT NULL,
	"amount" integer,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"next_billing_date" timestamp with time zone,
	"subscription_end" timestamp with time zone,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"provider_subscription_id" text NOT NULL,
	"customer_id" text,
	"product_id" text,
	"product_name" text,
	"price_id" text,
	"status" text NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"amount" integer,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_metrics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_metrics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"user_count" integer DEFAULT 0 NOT NULL,
	"horse_count" integer DEFAULT 0 NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"registration_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_metrics_date_unique" UNIQUE("date"),
	CONSTRAINT "site_metrics_counts_check" CHECK ("site_metrics"."user_count" >= 0 and "site_metrics"."horse_count" >= 0 and "site_metrics"."visit_count" >= 0 and "site_metrics"."registration_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_availability_slot_id_availability_slots_id_fk" FOREIGN KEY ("availability_slot_id") REFERENCES "public"."availability_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_user_id_users_id_fk" FOREIGN KEY ("reviewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_mappings" ADD CONSTRAINT "customer_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_verification_pending_idx" ON "users" USING btree ("verification_submitted_at") WHERE "users"."verification_status" = 'pending';--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registration_sessions_created_at_idx" ON "registration_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "horses_owner_id_idx" ON "horses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "horses_created_at_idx" ON "horses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "horses_location_gist" ON "horses" USING gist (earth_point("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "horses_pending_images_idx" ON "horses" USING btree ("id") WHERE 'pending' = any("horses"."image_approval_status");--> statement-breakpoint
CREATE INDEX "availability_slots_horse_id_idx" ON "availability_slots" USING btree ("horse_id","start_date");--> statement-breakpoint
CREATE INDEX "requests_requester_id_idx" ON "requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_owner_id_idx" ON "requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_horse_id_idx" ON "requests" USING btree ("horse_id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_horse_unique" ON "reviews" USING btree ("reviewer_id","horse_id") WHERE "reviews"."horse_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_user_unique" ON "reviews" USING btree ("reviewer_id","reviewed_user_id") WHERE "reviews"."reviewed_user_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_horse_id_idx" ON "reviews" USING btree ("horse_id","created_at") WHERE "reviews"."horse_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reviewed_user_id_idx" ON "reviews" USING btree ("reviewed_user_id","created_at") WHERE "reviews"."reviewed_user_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cancellation_requests_user_id_idx" ON "cancellation_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_mappings_user_id_idx" ON "customer_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_mappings_email_lower_idx" ON "customer_mappings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "donations_user_id_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_email_lower_idx" ON "donations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_id_idx" ON "subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_id_idx" ON "admin_sessions" USING btree ("admin_id");