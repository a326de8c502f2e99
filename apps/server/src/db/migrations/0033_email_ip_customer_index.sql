DROP INDEX "customer_email_settings_ip";--> statement-breakpoint
CREATE INDEX "customer_email_settings_ip_customer" ON "customer_email_settings" USING btree ("ip_address","customer_id");