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
ALTER TABLE "aircast_usage" ADD CONSTRAINT "aircast_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_data" ADD CONSTRAINT "kpi_data_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aircast_usage_date_id" ON "aircast_usage" USING btree ("usage_date","id");--> statement-breakpoint
CREATE INDEX "aircast_usage_customer" ON "aircast_usage" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_data_period_metric" ON "kpi_data" USING btree ("period_start","subscription_id","metric","dimension");