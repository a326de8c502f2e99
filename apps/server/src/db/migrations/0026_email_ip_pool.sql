CREATE TABLE "email_ip_addresses" (
	"ip_address" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'good' NOT NULL,
	"changed_by_name" text,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "customer_email_settings_ip" ON "customer_email_settings" USING btree ("ip_address");