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
CREATE TABLE "simulated_database_servers" (
	"server_name" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "database_servers" ADD CONSTRAINT "database_servers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "database_servers_subscription_server" ON "database_servers" USING btree ("subscription_id","server_name");