-- One job per target and action while it runs (docs/decisions/011): the jobs module writes each
-- job's subscription, type and target as its singleton key, and a second start finds the running one
-- through this index, also when both starts race. Jobs that ran before this migration have no key.
ALTER TABLE "jobs" ADD COLUMN "singleton_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_running_per_target" ON "jobs" USING btree ("singleton_key") WHERE not "jobs"."is_completed";
