CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('password_reset'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_remembered_devices" (
	"customer_id" uuid NOT NULL,
	"device_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "two_factor_remembered_devices_customer_id_device_uuid_pk" PRIMARY KEY("customer_id","device_uuid")
);
--> statement-breakpoint
CREATE TABLE "session_elevations" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"elevated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_codes_purpose_check" CHECK ("two_factor_codes"."purpose" in ('sign_in', 'setup'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"method" text,
	"secret" text,
	"pending_secret" text,
	"last_time_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	CONSTRAINT "two_factor_method_check" CHECK ("two_factor_settings"."method" is null or "two_factor_settings"."method" in ('authenticator', 'email')),
	CONSTRAINT "two_factor_failed_attempts_check" CHECK ("two_factor_settings"."failed_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_scope_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_remembered_devices" ADD CONSTRAINT "two_factor_remembered_devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_elevations" ADD CONSTRAINT "session_elevations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_codes" ADD CONSTRAINT "two_factor_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_settings" ADD CONSTRAINT "two_factor_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_tokens_customer_idx" ON "one_time_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "two_factor_codes_customer_idx" ON "two_factor_codes" USING btree ("customer_id","purpose","created_at");--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_scope_check" CHECK ("login_failures"."scope" in ('account', 'address', 'signup', 'check_email', 'password_reset'));