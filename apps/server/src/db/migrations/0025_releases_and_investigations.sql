CREATE TABLE "desired_state_investigations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"deployment_controller_id" uuid,
	"desired_state" integer,
	"end_state" integer,
	"opened_at_utc" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"from_release_id" uuid,
	"to_release_id" uuid NOT NULL,
	"operator_id" uuid,
	"promoted_by_name" text NOT NULL,
	"promoted_at_utc" timestamp with time zone DEFAULT now() NOT NULL,
	"customers_moved" integer DEFAULT 0 NOT NULL,
	"customers_pinned" integer DEFAULT 0 NOT NULL,
	"is_rollback" boolean DEFAULT false NOT NULL,
	"job_id" uuid
);
--> statement-breakpoint
ALTER TABLE "release_channels" ADD COLUMN "stability_index_computed_at_utc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "desired_state_investigations" ADD CONSTRAINT "desired_state_investigations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_state_investigations" ADD CONSTRAINT "desired_state_investigations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desired_state_investigations" ADD CONSTRAINT "desired_state_investigations_deployment_controller_id_deployment_controllers_id_fk" FOREIGN KEY ("deployment_controller_id") REFERENCES "public"."deployment_controllers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_promotions" ADD CONSTRAINT "release_promotions_channel_id_release_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."release_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_promotions" ADD CONSTRAINT "release_promotions_from_release_id_releases_id_fk" FOREIGN KEY ("from_release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_promotions" ADD CONSTRAINT "release_promotions_to_release_id_releases_id_fk" FOREIGN KEY ("to_release_id") REFERENCES "public"."releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_promotions" ADD CONSTRAINT "release_promotions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desired_state_investigations_subscription" ON "desired_state_investigations" USING btree ("subscription_id","opened_at_utc");--> statement-breakpoint
CREATE INDEX "desired_state_investigations_customer" ON "desired_state_investigations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "release_promotions_channel" ON "release_promotions" USING btree ("channel_id","promoted_at_utc");--> statement-breakpoint
CREATE INDEX "releases_newest" ON "releases" USING btree ("created_at");