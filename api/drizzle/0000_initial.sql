CREATE TABLE "branding" (
	"site_key" text PRIMARY KEY NOT NULL,
	"theme" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "causes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"key" text NOT NULL,
	"url_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "causes_key_unique" UNIQUE("site_key","key"),
	CONSTRAINT "causes_slug_unique" UNIQUE("site_key","url_slug")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"draw_no" integer NOT NULL,
	"stop" timestamp with time zone NOT NULL,
	"draw_date" timestamp with time zone NOT NULL,
	"prize_pool_cents" bigint,
	"prize_pool_suffix" text,
	"is_prize_pool_unknown" boolean DEFAULT false NOT NULL,
	"purchase_status" text DEFAULT 'open' NOT NULL,
	"name" text,
	CONSTRAINT "draws_offer_draw_no_unique" UNIQUE("offer_id","draw_no"),
	CONSTRAINT "draws_purchase_status_check" CHECK ("draws"."purchase_status" in ('open', 'sold_out', 'past_draw', 'pre_order')),
	CONSTRAINT "draws_prize_pool_check" CHECK ("draws"."is_prize_pool_unknown" = ("draws"."prize_pool_cents" is null) and coalesce("draws"."prize_pool_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_causes" (
	"offer_id" integer NOT NULL,
	"cause_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_causes_offer_id_cause_id_pk" PRIMARY KEY("offer_id","cause_id")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"pricing_name" text NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_aliases" jsonb NOT NULL,
	"availability" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"display_category" text NOT NULL,
	"game_types" jsonb NOT NULL,
	"recurring_purchase" jsonb,
	"recurring_purchase_information" text,
	"currency" text NOT NULL,
	"size" integer,
	"tickets" integer,
	"brand_colour" text NOT NULL,
	"tagline" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_offers_key_unique" UNIQUE("site_key","pricing_name","key"),
	CONSTRAINT "product_offers_type_check" CHECK ("product_offers"."type" in ('lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership')),
	CONSTRAINT "product_offers_availability_check" CHECK ("product_offers"."availability" in ('available', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "release_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"from_release" uuid,
	"to_release" uuid,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer NOT NULL,
	"canary_percentage" integer,
	CONSTRAINT "release_audit_action_check" CHECK ("release_audit"."action" in ('promote', 'rollback', 'canary')),
	CONSTRAINT "release_audit_channel_check" CHECK ("release_audit"."channel" in ('live', 'canary'))
);
--> statement-breakpoint
CREATE TABLE "remote_artifacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"entry_url" text NOT NULL,
	"integrity" text NOT NULL,
	"contract_version" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	CONSTRAINT "remote_artifacts_version_unique" UNIQUE("remote","version")
);
--> statement-breakpoint
CREATE TABLE "site_capabilities" (
	"site_key" text NOT NULL,
	"segment" text NOT NULL,
	"capability" text NOT NULL,
	CONSTRAINT "site_capabilities_site_key_segment_capability_pk" PRIMARY KEY("site_key","segment","capability")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pointers" (
	"site_key" text NOT NULL,
	"channel" text NOT NULL,
	"release_id" uuid,
	"revision" integer NOT NULL,
	"canary_percentage" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "site_pointers_site_key_channel_pk" PRIMARY KEY("site_key","channel"),
	CONSTRAINT "site_pointers_channel_check" CHECK ("site_pointers"."channel" in ('live', 'canary')),
	CONSTRAINT "site_pointers_revision_check" CHECK ("site_pointers"."revision" >= 1),
	CONSTRAINT "site_pointers_percentage_check" CHECK (("site_pointers"."channel" = 'live' and "site_pointers"."canary_percentage" is null and "site_pointers"."release_id" is not null)
      or ("site_pointers"."channel" = 'canary' and (("site_pointers"."release_id" is null and "site_pointers"."canary_percentage" is null) or "site_pointers"."canary_percentage" between 1 and 99)))
);
--> statement-breakpoint
CREATE TABLE "site_releases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_releases_site_id_unique" UNIQUE("site_key","id")
);
--> statement-breakpoint
CREATE TABLE "site_sub_variants" (
	"site_key" text NOT NULL,
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "site_sub_variants_site_key_code_pk" PRIMARY KEY("site_key","code"),
	CONSTRAINT "site_sub_variants_code_upper" CHECK ("site_sub_variants"."code" = upper("site_sub_variants"."code"))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"default_sub_variant" text NOT NULL,
	"app_key" text NOT NULL,
	"signing_secret" text NOT NULL,
	"constants" jsonb NOT NULL,
	"navigation" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"route_overrides" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_app_key_unique" UNIQUE("app_key")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"item_id" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_item_unique" UNIQUE("site_key","locale","category","item_id"),
	CONSTRAINT "translations_type_check" CHECK ("translations"."type" in ('image', 'markdown', 'plain', 'seo', 'json'))
);
--> statement-breakpoint
ALTER TABLE "branding" ADD CONSTRAINT "branding_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "causes" ADD CONSTRAINT "causes_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_causes" ADD CONSTRAINT "offer_causes_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_causes" ADD CONSTRAINT "offer_causes_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_audit" ADD CONSTRAINT "release_audit_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_capabilities" ADD CONSTRAINT "site_capabilities_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pointers" ADD CONSTRAINT "site_pointers_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_pointers" ADD CONSTRAINT "site_pointers_release_fk" FOREIGN KEY ("site_key","release_id") REFERENCES "public"."site_releases"("site_key","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_releases" ADD CONSTRAINT "site_releases_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sub_variants" ADD CONSTRAINT "site_sub_variants_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_offer_stop_idx" ON "draws" USING btree ("offer_id","stop");--> statement-breakpoint
CREATE INDEX "release_audit_site_idx" ON "release_audit" USING btree ("site_key","id");--> statement-breakpoint
CREATE INDEX "site_domains_site_idx" ON "site_domains" USING btree ("site_key");--> statement-breakpoint
CREATE INDEX "site_releases_site_idx" ON "site_releases" USING btree ("site_key","created_at");