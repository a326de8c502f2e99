CREATE TABLE "app_service_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"plan_name" text NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"pricing_tier" text DEFAULT 'P1v3' NOT NULL,
	"instance_count" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_service_plans_plan_name_unique" UNIQUE("plan_name")
);
--> statement-breakpoint
CREATE TABLE "azure_locations" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"is_supported" boolean DEFAULT true NOT NULL,
	"current_at_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"service_name" text NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"instance_count" integer DEFAULT 2 NOT NULL,
	"instance_size" text DEFAULT 'Standard_D2' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_services_service_name_unique" UNIQUE("service_name")
);
--> statement-breakpoint
CREATE TABLE "customer_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_search_terms" (
	"subscription_id" text NOT NULL,
	"term" text NOT NULL,
	"customer_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_search_terms_subscription_id_term_pk" PRIMARY KEY("subscription_id","term")
);
--> statement-breakpoint
CREATE TABLE "license_currency_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"active_user_rate" double precision NOT NULL,
	"additional_office_rate" double precision NOT NULL,
	"visual_mode_cost" double precision NOT NULL,
	"remote_attendee_cost" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_offerings" (
	"id" text PRIMARY KEY NOT NULL,
	"friendly_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"weekday" text NOT NULL,
	"weekend_day" text NOT NULL,
	"block_hours" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "base_plan_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "feature_branch" jsonb;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "hosting_plan" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "cloud_service_id" uuid;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "app_service_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD CONSTRAINT "app_service_plans_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD CONSTRAINT "app_service_plans_location_azure_locations_name_fk" FOREIGN KEY ("location") REFERENCES "public"."azure_locations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD CONSTRAINT "cloud_services_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD CONSTRAINT "cloud_services_location_azure_locations_name_fk" FOREIGN KEY ("location") REFERENCES "public"."azure_locations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_reports" ADD CONSTRAINT "customer_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_search_terms" ADD CONSTRAINT "customer_search_terms_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_reports_customer" ON "customer_reports" USING btree ("customer_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "customer_search_terms_trgm" ON "customer_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_domain" ON "customers" USING btree (lower("email_domain"));--> statement-breakpoint
CREATE INDEX "customers_disabled" ON "customers" USING btree ("subscription_id","alias") WHERE not "customers"."is_enabled";--> statement-breakpoint
CREATE INDEX "customers_pinned" ON "customers" USING btree ("subscription_id","alias") WHERE "customers"."is_pinned_to_release_channel";--> statement-breakpoint
CREATE INDEX "customers_channel_alias" ON "customers" USING btree ("subscription_id","release_channel_id","alias");--> statement-breakpoint
CREATE INDEX "customers_subscription_alias_prefix" ON "customers" USING btree ("subscription_id","alias" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "deployments_resource_group" ON "deployments" USING btree ("resource_group_name");