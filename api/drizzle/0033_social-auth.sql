CREATE TABLE "social_auth_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"site_key" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" uuid,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"follow_up_hash" text,
	"follow_up_kind" text,
	"follow_up_expires_at" timestamp with time zone,
	"follow_up_used_at" timestamp with time zone,
	"pending_subject" text,
	"pending_email" text,
	"pending_email_verified" boolean,
	"pending_firstname" text,
	"pending_lastname" text,
	CONSTRAINT "social_auth_requests_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "social_auth_requests_follow_up_hash_unique" UNIQUE("follow_up_hash"),
	CONSTRAINT "social_auth_requests_purpose_check" CHECK ("social_auth_requests"."purpose" in ('sign_in', 'link', 'connectid'))
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_subject_unique" UNIQUE("site_key","provider","subject"),
	CONSTRAINT "social_identities_customer_provider_unique" UNIQUE("customer_id","provider")
);
--> statement-breakpoint
CREATE TABLE "test_idp_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text NOT NULL,
	"nonce" text,
	"subject" text NOT NULL,
	"claims" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "social_auth_requests" ADD CONSTRAINT "social_auth_requests_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_auth_requests" ADD CONSTRAINT "social_auth_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_identities_customer_idx" ON "social_identities" USING btree ("customer_id");