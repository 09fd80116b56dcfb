CREATE SEQUENCE "public"."checkout_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "game_no" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_reference_unique" ON "checkouts" USING btree ("reference");