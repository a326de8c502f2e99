CREATE TABLE "deployment_databases" (
	"deployment_id" uuid PRIMARY KEY NOT NULL,
	"server_name" text NOT NULL,
	"database_name" text NOT NULL,
	"min_performance_level_id" text NOT NULL,
	"max_performance_level_id" text NOT NULL,
	"max_size_in_gb" integer NOT NULL,
	"compatibility_level" integer NOT NULL,
	"is_updating" boolean DEFAULT false NOT NULL,
	"encrypted_password" text NOT NULL,
	"encrypted_read_only_password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deployment_databases" ADD CONSTRAINT "deployment_databases_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_databases_server_database" ON "deployment_databases" USING btree ("server_name","database_name");
