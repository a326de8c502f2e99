CREATE TABLE "customer_domains" (
	"customer_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"txt_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"are_txt_records_published" boolean DEFAULT false NOT NULL,
	"validation_state" text DEFAULT 'notValidated' NOT NULL,
	"validation_reason" text,
	"validated_at" timestamp with time zone,
	"certificate_order_state" text DEFAULT 'notOrdered' NOT NULL,
	"certificate_order_reason" text,
	"ordered_certificate" jsonb,
	"front_door_state" text DEFAULT 'notAdded' NOT NULL,
	"front_door_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_domains_customer_id_domain_name_pk" PRIMARY KEY("customer_id","domain_name")
);
--> statement-breakpoint
CREATE TABLE "customer_email_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"ip_address" text,
	"invited_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"encrypted_api_key" text,
	"api_key_reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulated_dns_records" (
	"record_name" text PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"value" text NOT NULL,
	"visible_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_domains" ADD CONSTRAINT "customer_domains_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_email_settings" ADD CONSTRAINT "customer_email_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;