CREATE TABLE "aircast_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"usage_date" date NOT NULL,
	"session_name" text NOT NULL,
	"hours" double precision NOT NULL,
	"attendees" integer NOT NULL,
	"peak_concurrent_viewers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_data" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_start" date NOT NULL,
	"subscription_id" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"value" double precision NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_process_information" (
	"id" text PRIMARY KEY NOT NULL,
	"last_generated_date" date,
	"last_run_date" date,
	"last_run_at" timestamp with time zone,
	"last_run_status" text DEFAULT 'never' NOT NULL,
	"last_run_message" text,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_by_name" text,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "performance_check_statuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"check_id" uuid NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"at_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"kind" text NOT NULL,
	"registration_site_url" text NOT NULL,
	"settings" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"job_correlation_id" uuid NOT NULL,
	"launched_by" text,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"keep_for_days" integer NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_rows_removed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policies_name_unique" UNIQUE("name"),
	CONSTRAINT "retention_policies_target_unique" UNIQUE("target")
);
--> statement-breakpoint
CREATE TABLE "upgrade_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"details" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by_name" text,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_costs_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "license_currency_rates" ADD COLUMN "air_cast_per_hour_cost" double precision DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "server_plans" ADD COLUMN "boost" text;--> statement-breakpoint
ALTER TABLE "aircast_usage" ADD CONSTRAINT "aircast_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_data" ADD CONSTRAINT "kpi_data_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_check_statuses" ADD CONSTRAINT "performance_check_statuses_check_id_performance_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."performance_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_checks" ADD CONSTRAINT "performance_checks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircast_usage_date_id" ON "aircast_usage" USING btree ("usage_date","id");--> statement-breakpoint
CREATE INDEX "aircast_usage_customer" ON "aircast_usage" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_data_period_metric" ON "kpi_data" USING btree ("period_start","subscription_id","metric","dimension");--> statement-breakpoint
CREATE INDEX "performance_check_statuses_check" ON "performance_check_statuses" USING btree ("check_id","id");--> statement-breakpoint
CREATE INDEX "performance_checks_subscription_kind" ON "performance_checks" USING btree ("subscription_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "customers_grace_expiry" ON "customers" USING btree ("subscription_id",("license_details"->>'gracePeriodExpiryDate'),"alias");--> statement-breakpoint
CREATE INDEX "customers_offering_grace_expiry" ON "customers" USING btree ("subscription_id",("license_details"->>'licenseOfferingId'),("license_details"->>'gracePeriodExpiryDate'),"alias");