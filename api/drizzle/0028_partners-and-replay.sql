CREATE TABLE "partner_purchases" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel_key" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"site_url" text NOT NULL,
	"channels" jsonb NOT NULL,
	"product" jsonb NOT NULL,
	"cause_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partners_slug_check" CHECK ("partners"."slug" ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
	CONSTRAINT "partners_site_url_check" CHECK ("partners"."site_url" ~* '^https?://[^/\s]+')
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "line_drafts" jsonb;--> statement-breakpoint
ALTER TABLE "partner_purchases" ADD CONSTRAINT "partner_purchases_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_purchases" ADD CONSTRAINT "partner_purchases_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_purchases" ADD CONSTRAINT "partner_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_purchases_partner_idx" ON "partner_purchases" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_site_slug_unique" ON "partners" USING btree ("site_key","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_site_key_unique" ON "partners" USING btree ("site_key","key");