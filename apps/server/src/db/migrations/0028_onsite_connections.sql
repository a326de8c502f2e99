CREATE TABLE "onsite_deployment_connections" (
	"deployment_id" uuid PRIMARY KEY NOT NULL,
	"database_connection_string_encrypted" text,
	"messaging_connection_string_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onsite_deployment_connections" ADD CONSTRAINT "onsite_deployment_connections_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;