CREATE TABLE "cart_kind_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"key" text NOT NULL,
	"quantity" integer NOT NULL,
	"seq" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_kind_lines_quantity_check" CHECK ("cart_kind_lines"."quantity" >= 1),
	CONSTRAINT "cart_kind_lines_product_type_check" CHECK ("cart_kind_lines"."product_type" in ('social_syndicate_share', 'membership'))
);
--> statement-breakpoint
ALTER TABLE "cart_kind_lines" ADD CONSTRAINT "cart_kind_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_kind_lines_cart_idx" ON "cart_kind_lines" USING btree ("cart_id","seq");