ALTER TABLE "jobs" ADD COLUMN "started_by_name" text;--> statement-breakpoint
UPDATE "jobs" SET "started_by_name" = "operators"."name" FROM "operators" WHERE "operators"."id" = "jobs"."operator_id";
