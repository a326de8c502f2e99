CREATE TABLE "simulated_dead_letters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deployment_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"queue_name" text NOT NULL,
	"label" text NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_count" integer NOT NULL,
	"dead_letter_reason" text NOT NULL,
	"dead_letter_error_description" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulated_dead_letters" ADD CONSTRAINT "simulated_dead_letters_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_dead_letters_queue" ON "simulated_dead_letters" USING btree ("deployment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_dead_letters_message" ON "simulated_dead_letters" USING btree ("deployment_id","message_id");
