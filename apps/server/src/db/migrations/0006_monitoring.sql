CREATE TABLE "error_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"subscription_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "simulated_cloud_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"service" text NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulated_service_health" (
	"subscription_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"location" text,
	"hosting_group_id" uuid,
	"status" text DEFAULT 'healthy' NOT NULL,
	"message" text,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_service_health_subscription_id_key_pk" PRIMARY KEY("subscription_id","key")
);
--> statement-breakpoint
ALTER TABLE "simulated_cloud_incidents" ADD CONSTRAINT "simulated_cloud_incidents_location_azure_locations_name_fk" FOREIGN KEY ("location") REFERENCES "public"."azure_locations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_service_health" ADD CONSTRAINT "simulated_service_health_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_service_health" ADD CONSTRAINT "simulated_service_health_hosting_group_id_hosting_groups_id_fk" FOREIGN KEY ("hosting_group_id") REFERENCES "public"."hosting_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_events_at" ON "error_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "error_events_subscription_at" ON "error_events" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE INDEX "simulated_cloud_incidents_open" ON "simulated_cloud_incidents" USING btree ("resolved_at");