ALTER TABLE "jobs" ADD COLUMN "retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "retry_from" text DEFAULT 'start' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "is_cancellable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancel_requested_by" text;