CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"subscription_id" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"target_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status_code" integer NOT NULL,
	"outcome" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"name" text NOT NULL,
	"alias" text NOT NULL,
	"email_domain" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"release_channel_id" uuid,
	"is_pinned_to_release_channel" boolean DEFAULT false NOT NULL,
	"pinned_release_id" uuid,
	"log_level" integer DEFAULT 3 NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_using_standard_payment_gateways" boolean DEFAULT true NOT NULL,
	"custom_payment_gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"security_configuration" jsonb DEFAULT '{"isRestrictedByIpAddress":false,"ipRestrictionRules":[]}'::jsonb NOT NULL,
	"url_rewrite_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_domain_name_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gds_settings" jsonb DEFAULT '{"gdsEnabled":false}'::jsonb NOT NULL,
	"webhook_count" integer DEFAULT 0 NOT NULL,
	"is_on_dedicated_server" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_hosting_groups" (
	"deployment_id" uuid NOT NULL,
	"hosting_group_id" uuid NOT NULL,
	CONSTRAINT "deployment_hosting_groups_deployment_id_hosting_group_id_pk" PRIMARY KEY("deployment_id","hosting_group_id")
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"azure_location" text,
	"resource_group_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosting_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"hosting_group_identifier" text NOT NULL,
	"kind" text NOT NULL,
	"azure_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosting_groups_hosting_group_identifier_unique" UNIQUE("hosting_group_identifier")
);
--> statement-breakpoint
CREATE TABLE "job_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_correlation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"started_at_utc" timestamp with time zone,
	"completed_at_utc" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"correlation_id" uuid NOT NULL,
	"subscription_id" text,
	"name" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_name" text,
	"operator_id" uuid,
	"started_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at_utc" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_faulted" boolean DEFAULT false NOT NULL,
	"fault_reason" text,
	CONSTRAINT "jobs_correlation_id_unique" UNIQUE("correlation_id")
);
--> statement-breakpoint
CREATE TABLE "operator_subscriptions" (
	"operator_id" uuid NOT NULL,
	"subscription_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "operator_subscriptions_operator_id_subscription_id_pk" PRIMARY KEY("operator_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"name" text NOT NULL,
	"has_db_access" boolean DEFAULT false NOT NULL,
	"has_db_ro_access" boolean DEFAULT false NOT NULL,
	"has_db_migration_access" boolean DEFAULT false NOT NULL,
	"can_generate_kpi_data" boolean DEFAULT false NOT NULL,
	"current_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"current_release_id" uuid,
	"stability_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_channels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_release_channel_id_release_channels_id_fk" FOREIGN KEY ("release_channel_id") REFERENCES "public"."release_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pinned_release_id_releases_id_fk" FOREIGN KEY ("pinned_release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_hosting_groups" ADD CONSTRAINT "deployment_hosting_groups_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_hosting_groups" ADD CONSTRAINT "deployment_hosting_groups_hosting_group_id_hosting_groups_id_fk" FOREIGN KEY ("hosting_group_id") REFERENCES "public"."hosting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosting_groups" ADD CONSTRAINT "hosting_groups_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_steps" ADD CONSTRAINT "job_steps_job_correlation_id_jobs_correlation_id_fk" FOREIGN KEY ("job_correlation_id") REFERENCES "public"."jobs"("correlation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_subscriptions" ADD CONSTRAINT "operator_subscriptions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_subscriptions" ADD CONSTRAINT "operator_subscriptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_current_subscription_id_subscriptions_id_fk" FOREIGN KEY ("current_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_channels" ADD CONSTRAINT "release_channels_current_release_id_releases_id_fk" FOREIGN KEY ("current_release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_operator" ON "audit_events" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_targets" ON "audit_events" USING gin ("target_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_alias" ON "customers" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "customers_alias_prefix" ON "customers" USING btree ("alias" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_lower_prefix" ON "customers" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_alias_trgm" ON "customers" USING gin ("alias" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_release_channel" ON "customers" USING btree ("release_channel_id");--> statement-breakpoint
CREATE INDEX "customers_subscription" ON "customers" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "deployments_customer" ON "deployments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "job_steps_job" ON "job_steps" USING btree ("job_correlation_id","position");--> statement-breakpoint
CREATE INDEX "jobs_subscription" ON "jobs" USING btree ("subscription_id","is_completed");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_issuer_subject" ON "operators" USING btree ("issuer","subject");