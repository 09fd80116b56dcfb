CREATE TABLE "bank_deposit_references" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_deposit_references_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "fund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "method_code" text DEFAULT 'cc' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway" text;--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "funding" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_deposit_references" ADD CONSTRAINT "bank_deposit_references_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_bank_transaction_idx" ON "deposits" USING btree ("gateway_reference") WHERE "deposits"."method_code" in ('bd', 'td');--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_check" CHECK ("deposits"."method_code" in ('cc', 'pl', 'ap', 'gp', 'bd', 'td'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_card_fund_check" CHECK (("deposits"."method_code" = 'cc') = ("deposits"."fund_id" is not null));