ALTER TABLE "site_sub_variants" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Until now an en-GB sub-variant's dates were shown in London time (a guess from the locale): kept for the rows already there.
UPDATE "site_sub_variants" SET "time_zone" = 'Europe/London' WHERE "locale" = 'en-GB' AND "time_zone" IS NULL;
