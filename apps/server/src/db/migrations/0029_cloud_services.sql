CREATE TABLE "simulated_cloud_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"service_name" text NOT NULL,
	"instance_size" text NOT NULL,
	"deployments" jsonb NOT NULL,
	"is_decommissioned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "package_version" text DEFAULT '4.12.0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "deployments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD COLUMN "hosting_group_id" uuid;