CREATE TABLE "payment_gateways" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_gateways_kind" CHECK ("kind" in ('standard', 'custom'))
);
--> statement-breakpoint
INSERT INTO "payment_gateways" ("name", "kind", "position") VALUES
	('Stripe', 'standard', 1),
	('PayPal', 'standard', 2),
	('Windcave', 'standard', 3),
	('eWAY', 'standard', 4),
	('Authorize.Net', 'standard', 5),
	('Braintree', 'standard', 6),
	('Adyen', 'custom', 1),
	('Worldpay', 'custom', 2),
	('Moneris', 'custom', 3),
	('Bambora', 'custom', 4),
	('CyberSource', 'custom', 5),
	('Westpac PayWay', 'custom', 6),
	('NAB Transact', 'custom', 7),
	('SecurePay', 'custom', 8)
ON CONFLICT DO NOTHING;
