CREATE TABLE "hosting_group_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hosting_group_id" uuid NOT NULL,
	"thumbprint" text NOT NULL,
	"subject" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"pfx_encrypted" text NOT NULL,
	"private_key_password_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosting_group_certificates_hosting_group_id_unique" UNIQUE("hosting_group_id"),
	CONSTRAINT "hosting_group_certificates_thumbprint_unique" UNIQUE("thumbprint")
);
--> statement-breakpoint
ALTER TABLE "hosting_group_certificates" ADD CONSTRAINT "hosting_group_certificates_hosting_group_id_hosting_groups_id_fk" FOREIGN KEY ("hosting_group_id") REFERENCES "public"."hosting_groups"("id") ON DELETE cascade ON UPDATE no action;
