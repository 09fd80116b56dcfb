ALTER TABLE "customers" ADD COLUMN "can_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "published" boolean DEFAULT true NOT NULL;