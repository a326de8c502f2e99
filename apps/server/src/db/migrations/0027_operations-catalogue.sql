CREATE TABLE "retention_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"keep_for_days" integer NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_rows_removed" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policies_name_unique" UNIQUE("name"),
	CONSTRAINT "retention_policies_target_unique" UNIQUE("target")
);
--> statement-breakpoint
CREATE TABLE "upgrade_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"details" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_by_name" text,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_costs_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "server_plans" ADD COLUMN "boost" text;