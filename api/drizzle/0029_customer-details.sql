CREATE TABLE "communication_preferences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"directmail" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_details" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"address_confirmation_required" boolean DEFAULT false NOT NULL,
	"email_confirmation_required" boolean DEFAULT false NOT NULL,
	"address_token_hash" text,
	"address_token_expires_at" timestamp with time zone,
	"email_token_hash" text,
	"email_token_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_details_address_token_hash_unique" UNIQUE("address_token_hash"),
	CONSTRAINT "customer_details_email_token_hash_unique" UNIQUE("email_token_hash")
);
--> statement-breakpoint
CREATE TABLE "offer_email_opt_outs" (
	"customer_id" uuid NOT NULL,
	"product_offer_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_email_opt_outs_customer_id_product_offer_key_pk" PRIMARY KEY("customer_id","product_offer_key")
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_offer_key" text,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unsubscribe_feedback_reasons_check" CHECK (cardinality("unsubscribe_feedback"."reasons") <= 10)
);
--> statement-breakpoint
ALTER TABLE "communication_preferences" ADD CONSTRAINT "communication_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_details" ADD CONSTRAINT "customer_details_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_email_opt_outs" ADD CONSTRAINT "offer_email_opt_outs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_feedback" ADD CONSTRAINT "unsubscribe_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_feedback_customer_idx" ON "unsubscribe_feedback" USING btree ("customer_id");