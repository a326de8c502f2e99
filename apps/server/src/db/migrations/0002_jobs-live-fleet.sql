CREATE TABLE "deployment_controllers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hosting_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'healthy' NOT NULL,
	"cpu_percent" integer DEFAULT 20 NOT NULL,
	"memory_percent" integer DEFAULT 40 NOT NULL,
	"desired_state_version" integer DEFAULT 1 NOT NULL,
	"current_state_version" integer DEFAULT 1 NOT NULL,
	"last_reported_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deployment_controllers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "desired_state_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_controller_id" uuid NOT NULL,
	"desired_state" integer NOT NULL,
	"end_state" integer,
	"started_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"completes_at_utc" timestamp with time zone NOT NULL,
	"completed_at_utc" timestamp with time zone,
	"is_in_desired_state_after" boolean
);
--> statement-breakpoint
CREATE TABLE "hosted_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_controller_id" uuid NOT NULL,
	"deployment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operations" (
	"operation_id" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"target" jsonb NOT NULL,
	"message" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "job_steps" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "type" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "target_customer_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "deployment_controllers" ADD CONSTRAINT "deployment_controllers_hosting_group_id_hosting_groups_id_fk" FOREIGN KEY ("hosting_group_id") REFERENCES "public"."hosting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_state_transitions" ADD CONSTRAINT "desired_state_transitions_deployment_controller_id_deployment_controllers_id_fk" FOREIGN KEY ("deployment_controller_id") REFERENCES "public"."deployment_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_applications" ADD CONSTRAINT "hosted_applications_deployment_controller_id_deployment_controllers_id_fk" FOREIGN KEY ("deployment_controller_id") REFERENCES "public"."deployment_controllers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_applications" ADD CONSTRAINT "hosted_applications_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_applications" ADD CONSTRAINT "hosted_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_controllers_group" ON "deployment_controllers" USING btree ("hosting_group_id");--> statement-breakpoint
CREATE INDEX "desired_state_transitions_open" ON "desired_state_transitions" USING btree ("completed_at_utc","completes_at_utc");--> statement-breakpoint
CREATE INDEX "desired_state_transitions_controller" ON "desired_state_transitions" USING btree ("deployment_controller_id","started_at_utc");--> statement-breakpoint
CREATE INDEX "hosted_applications_customer" ON "hosted_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "hosted_applications_controller" ON "hosted_applications" USING btree ("deployment_controller_id");--> statement-breakpoint
CREATE INDEX "hosted_applications_deployment" ON "hosted_applications" USING btree ("deployment_id");--> statement-breakpoint
CREATE INDEX "jobs_in_progress" ON "jobs" USING btree ("is_completed","started_at_utc");