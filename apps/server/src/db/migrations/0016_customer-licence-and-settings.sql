ALTER TABLE "customers" ADD COLUMN "peak_load_plan_details" jsonb;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "static_ip_address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_on_app_gateway" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "credit_card_vault_reset_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "features" (
	"feature_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boost_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_kind" text NOT NULL,
	"boost_hours" double precision NOT NULL,
	"remaining_boost_hours" double precision NOT NULL,
	"reset_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boost_usages" ADD CONSTRAINT "boost_usages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boost_usages_customer_plan" ON "boost_usages" USING btree ("customer_id","plan_kind");
