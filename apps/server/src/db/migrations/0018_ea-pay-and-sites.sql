CREATE TABLE "customer_ea_pay" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"selected_ea_pay_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ea_pay_accounts" (
	"customer_id" uuid NOT NULL,
	"ea_pay_id" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ea_pay_accounts_customer_id_ea_pay_id_pk" PRIMARY KEY("customer_id","ea_pay_id")
);
--> statement-breakpoint
CREATE TABLE "interactive_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_ea_pay" ADD CONSTRAINT "customer_ea_pay_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ea_pay_accounts" ADD CONSTRAINT "ea_pay_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactive_sites" ADD CONSTRAINT "interactive_sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interactive_sites_customer_name" ON "interactive_sites" USING btree ("customer_id","name");--> statement-breakpoint
CREATE INDEX "interactive_sites_customer_deleted" ON "interactive_sites" USING btree ("customer_id","deleted_at");
