ALTER TABLE "audit_events" ADD COLUMN "change_reason" text;--> statement-breakpoint
CREATE INDEX "audit_events_subscription" ON "audit_events" USING btree ("subscription_id","at");