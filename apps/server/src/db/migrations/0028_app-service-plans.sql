CREATE TABLE "app_service_plan_deployments" (
	"app_service_plan_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"site_name" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "app_service_plan_deployments_app_service_plan_id_slot_pk" PRIMARY KEY("app_service_plan_id","slot")
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
CREATE TABLE "simulated_resource_groups" (
	"subscription_id" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	CONSTRAINT "simulated_resource_groups_subscription_id_name_pk" PRIMARY KEY("subscription_id","name")
);
--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "resource_group" text DEFAULT 'rg-app-service-plans' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_service_plans" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app_service_plan_deployments" ADD CONSTRAINT "app_service_plan_deployments_app_service_plan_id_app_service_plans_id_fk" FOREIGN KEY ("app_service_plan_id") REFERENCES "public"."app_service_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_app_service_deployments" ADD CONSTRAINT "simulated_app_service_deployments_plan_name_simulated_app_service_plans_plan_name_fk" FOREIGN KEY ("plan_name") REFERENCES "public"."simulated_app_service_plans"("plan_name") ON DELETE cascade ON UPDATE no action;