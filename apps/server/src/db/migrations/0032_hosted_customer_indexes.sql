DROP INDEX "customers_release_channel";--> statement-breakpoint
CREATE INDEX "customers_release_channel_pinned" ON "customers" USING btree ("release_channel_id","is_pinned_to_release_channel");--> statement-breakpoint
CREATE INDEX "deployments_cloud_service" ON "deployments" USING btree ("cloud_service_id");--> statement-breakpoint
CREATE INDEX "deployments_app_service_plan" ON "deployments" USING btree ("app_service_plan_id");