CREATE TABLE "app_service_plan_deployments" (
	"app_service_plan_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"site_name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "app_service_plan_deployments_app_service_plan_id_slot_pk" PRIMARY KEY("app_service_plan_id","slot")
);
--> statement-breakpoint
CREATE TABLE "database_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"server_name" text NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'provisioning' NOT NULL,
	"status_message" text DEFAULT '' NOT NULL,
	"encrypted_admin_password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "management_certificate_connections" (
	"subscription_id" text NOT NULL,
	"thumbprint" text NOT NULL,
	"is_connected" boolean NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_certificate_connections_subscription_id_thumbprint_pk" PRIMARY KEY("subscription_id","thumbprint")
);
--> statement-breakpoint
CREATE TABLE "management_certificates" (
	"thumbprint" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"pfx_encrypted" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onsite_deployment_connections" (
	"deployment_id" uuid PRIMARY KEY NOT NULL,
	"database_connection_string_encrypted" text,
	"messaging_connection_string_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redis_caches" (
	"name" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"location" text NOT NULL,
	"key" text NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_app_service_deployments" (
	"plan_name" text NOT NULL,
	"slot" text NOT NULL,
	"site_name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "simulated_app_service_deployments_plan_name_slot_pk" PRIMARY KEY("plan_name","slot")
);
--> statement-breakpoint
CREATE TABLE "simulated_app_service_plans" (
	"plan_name" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"location" text NOT NULL,
	"resource_group" text NOT NULL,
	"pricing_tier" text NOT NULL,
	"instance_count" integer NOT NULL,
	"attendee_count_service_state" text DEFAULT 'running' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_cloud_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"service_name" text NOT NULL,
	"instance_size" text NOT NULL,
	"deployments" jsonb NOT NULL,
	"is_decommissioned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_database_servers" (
	"server_name" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_locations" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"is_supported" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_resource_groups" (
	"subscription_id" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	CONSTRAINT "simulated_resource_groups_subscription_id_name_pk" PRIMARY KEY("subscription_id","name")
);
--> statement-breakpoint
CREATE TABLE "simulated_resources" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_trusted_certificates" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"thumbprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_accounts" (
	"name" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"location" text NOT NULL,
	"is_premium" boolean NOT NULL,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "resource_group" text DEFAULT 'rg-app-service-plans' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "package_version" text DEFAULT '4.12.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "deployments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "hosting_group_id" uuid;--> statement-breakpoint
ALTER TABLE "app_service_plan_deployments" ADD CONSTRAINT "app_service_plan_deployments_app_service_plan_id_app_service_plans_id_fk" FOREIGN KEY ("app_service_plan_id") REFERENCES "public"."app_service_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "database_servers" ADD CONSTRAINT "database_servers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_certificate_connections" ADD CONSTRAINT "management_certificate_connections_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onsite_deployment_connections" ADD CONSTRAINT "onsite_deployment_connections_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redis_caches" ADD CONSTRAINT "redis_caches_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_app_service_deployments" ADD CONSTRAINT "simulated_app_service_deployments_plan_name_simulated_app_service_plans_plan_name_fk" FOREIGN KEY ("plan_name") REFERENCES "public"."simulated_app_service_plans"("plan_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_accounts" ADD CONSTRAINT "storage_accounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "database_servers_subscription_server" ON "database_servers" USING btree ("subscription_id","server_name");--> statement-breakpoint
CREATE UNIQUE INDEX "management_certificates_current" ON "management_certificates" USING btree ("is_current") WHERE "management_certificates"."is_current";