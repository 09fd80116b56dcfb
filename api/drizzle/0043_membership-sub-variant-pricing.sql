CREATE TABLE "membership_sub_variant_pricing" (
	"programme_id" integer NOT NULL,
	"sub_variant" text NOT NULL,
	"currency" text NOT NULL,
	"premium_price_cents" integer NOT NULL,
	"prize_percent" integer NOT NULL,
	CONSTRAINT "membership_sub_variant_pricing_programme_id_sub_variant_pk" PRIMARY KEY("programme_id","sub_variant"),
	CONSTRAINT "membership_sub_variant_pricing_currency_unique" UNIQUE("programme_id","currency"),
	CONSTRAINT "membership_sub_variant_pricing_check" CHECK ("membership_sub_variant_pricing"."premium_price_cents" > 0 and "membership_sub_variant_pricing"."prize_percent" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_sub_variant_pricing" ADD CONSTRAINT "membership_sub_variant_pricing_programme_id_membership_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."membership_programmes"("id") ON DELETE cascade ON UPDATE no action;