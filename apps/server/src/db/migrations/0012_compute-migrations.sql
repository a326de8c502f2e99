CREATE TABLE "compute_migrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"source_cloud_service_id" uuid NOT NULL,
	"target_cloud_service_id" uuid NOT NULL,
	"is_move_to_app_service" boolean DEFAULT false NOT NULL,
	"job_correlation_id" uuid,
	"failure_reason" text,
	"started_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at_utc" timestamp with time zone,
	"dismissed_at_utc" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "compute_migrations" ADD CONSTRAINT "compute_migrations_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compute_migrations" ADD CONSTRAINT "compute_migrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compute_migrations_deployment" ON "compute_migrations" USING btree ("deployment_id","started_at_utc");
