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
ALTER TABLE "performance_check_statuses" ADD CONSTRAINT "performance_check_statuses_check_id_performance_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."performance_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_checks" ADD CONSTRAINT "performance_checks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_check_statuses_check" ON "performance_check_statuses" USING btree ("check_id","id");--> statement-breakpoint
CREATE INDEX "performance_checks_subscription_kind" ON "performance_checks" USING btree ("subscription_id","kind","created_at");