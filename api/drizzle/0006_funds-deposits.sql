CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"message" text,
	"transaction_id" uuid,
	"return_path" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposits_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "deposits_status_check" CHECK ("deposits"."status" in ('pending', 'requires_action', 'succeeded', 'failed')),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount_cents" > 0),
	CONSTRAINT "deposits_credit_check" CHECK (("deposits"."status" = 'succeeded') = ("deposits"."transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "funds_last4_check" CHECK ("funds"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "funds_expiry_month_check" CHECK ("funds"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_customer_idx" ON "deposits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_gateway_reference_idx" ON "deposits" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "funds_customer_idx" ON "funds" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_one_default_per_customer" ON "funds" USING btree ("customer_id") WHERE "funds"."is_default" and "funds"."deleted_at" is null;