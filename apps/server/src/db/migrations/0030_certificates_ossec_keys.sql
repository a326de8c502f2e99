CREATE TABLE "hosting_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"thumbprint" text NOT NULL,
	"subject" text NOT NULL,
	"issuer" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"pfx_encrypted" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"uploaded_by_name" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ossec_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" text NOT NULL,
	"agent_name" text NOT NULL,
	"ip_address" text NOT NULL,
	"key_encrypted" text NOT NULL,
	"assigned_to" text,
	"assigned_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ossec_keys_agent_id" ON "ossec_keys" USING btree ("agent_id");