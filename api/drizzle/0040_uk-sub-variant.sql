ALTER TABLE "content_items" ADD COLUMN "sub_variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" DROP CONSTRAINT "content_items_site_key_collection_id_pk";--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_site_key_sub_variant_collection_id_pk" PRIMARY KEY("site_key","sub_variant","collection","id");--> statement-breakpoint
ALTER TABLE "site_sub_variants" ADD COLUMN "country" text DEFAULT 'AU' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_sub_variants" ADD COLUMN "constants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The en-GB sub-variants already there sell to British customers.
UPDATE "site_sub_variants" SET "country" = 'GB' WHERE "locale" = 'en-GB';
