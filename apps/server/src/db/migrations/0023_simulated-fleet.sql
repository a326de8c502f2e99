CREATE TABLE "simulated_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"controller_id" uuid NOT NULL,
	"deployment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_controllers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hosting_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'healthy' NOT NULL,
	"cpu_percent" integer DEFAULT 20 NOT NULL,
	"memory_percent" integer DEFAULT 40 NOT NULL,
	"desired_state_version" integer DEFAULT 1 NOT NULL,
	"current_state_version" integer DEFAULT 1 NOT NULL,
	"last_reported_at_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"controller_id" uuid NOT NULL,
	"desired_state" integer NOT NULL,
	"end_state" integer,
	"started_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"completes_at_utc" timestamp with time zone NOT NULL,
	"completed_at_utc" timestamp with time zone,
	"is_in_desired_state_after" boolean
);
--> statement-breakpoint
DROP INDEX "desired_state_transitions_open";--> statement-breakpoint
ALTER TABLE "simulated_applications" ADD CONSTRAINT "simulated_applications_controller_id_simulated_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."simulated_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_applications" ADD CONSTRAINT "simulated_applications_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_applications" ADD CONSTRAINT "simulated_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_controllers" ADD CONSTRAINT "simulated_controllers_hosting_group_id_hosting_groups_id_fk" FOREIGN KEY ("hosting_group_id") REFERENCES "public"."hosting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_transitions" ADD CONSTRAINT "simulated_transitions_controller_id_simulated_controllers_id_fk" FOREIGN KEY ("controller_id") REFERENCES "public"."simulated_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_applications_customer" ON "simulated_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "simulated_applications_controller" ON "simulated_applications" USING btree ("controller_id");--> statement-breakpoint
CREATE INDEX "simulated_applications_deployment" ON "simulated_applications" USING btree ("deployment_id");--> statement-breakpoint
CREATE INDEX "simulated_controllers_group" ON "simulated_controllers" USING btree ("hosting_group_id");--> statement-breakpoint
CREATE INDEX "simulated_transitions_open" ON "simulated_transitions" USING btree ("completed_at_utc","completes_at_utc");--> statement-breakpoint
-- The simulated platform's world starts as the console last knew the fleet (decision 012).
INSERT INTO "simulated_controllers" ("id", "hosting_group_id", "name", "status", "cpu_percent", "memory_percent", "desired_state_version", "current_state_version", "last_reported_at_utc")
SELECT "id", "hosting_group_id", "name", "status", "cpu_percent", "memory_percent", "desired_state_version", "current_state_version", "last_reported_at_utc" FROM "deployment_controllers";--> statement-breakpoint
INSERT INTO "simulated_applications" ("id", "controller_id", "deployment_id", "customer_id", "name", "kind", "state", "version", "updated_at")
SELECT "id", "deployment_controller_id", "deployment_id", "customer_id", "name", "kind", "state", "version", "updated_at" FROM "hosted_applications";--> statement-breakpoint
INSERT INTO "simulated_transitions" ("id", "controller_id", "desired_state", "end_state", "started_at_utc", "completes_at_utc", "completed_at_utc", "is_in_desired_state_after")
SELECT "id", "deployment_controller_id", "desired_state", "end_state", "started_at_utc", "completes_at_utc", "completed_at_utc", "is_in_desired_state_after" FROM "desired_state_transitions";--> statement-breakpoint
ALTER TABLE "desired_state_transitions" DROP COLUMN "completes_at_utc";