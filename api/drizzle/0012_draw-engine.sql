CREATE TABLE "draw_divisions" (
	"draw_id" integer NOT NULL,
	"division" integer NOT NULL,
	"winners" integer NOT NULL,
	"pool_cents" bigint NOT NULL,
	"prize_cents" bigint NOT NULL,
	CONSTRAINT "draw_divisions_draw_id_division_pk" PRIMARY KEY("draw_id","division"),
	CONSTRAINT "draw_divisions_non_negative" CHECK ("draw_divisions"."winners" >= 0 and "draw_divisions"."prize_cents" >= 0 and "draw_divisions"."pool_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "status" text DEFAULT 'DRAW_OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "seed_hash" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "seed" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "sales_cents" bigint;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "jackpot_cents" bigint;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "rollover_cents" bigint;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "prize_table" jsonb;--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "draw_schedule" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "division" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "matched" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "entry_no" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prize_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prize_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prize_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prize_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "draw_divisions" ADD CONSTRAINT "draw_divisions_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_prize_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("prize_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draws_status_idx" ON "draws" USING btree ("status","stop");--> statement-breakpoint
CREATE INDEX "tickets_draw_idx" ON "tickets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "tickets_prize_pending_idx" ON "tickets" USING btree ("draw_id","id") WHERE "tickets"."prize_status" = 'pending';--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_status_check" CHECK ("draws"."status" in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'));--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_drawn_check" CHECK ("draws"."status" in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or ("draws"."seed" is not null and "draws"."result" is not null and "draws"."drawn_at" is not null));--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_seed_hash_check" CHECK ("draws"."seed" is null or "draws"."seed_hash" is not null);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_prize_status_check" CHECK ("tickets"."prize_status" in ('none', 'pending', 'paid', 'claim_required'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_prize_paid_check" CHECK (("tickets"."prize_status" = 'paid') = ("tickets"."prize_transaction_id" is not null and "tickets"."prize_paid_at" is not null));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_prize_check" CHECK ("tickets"."prize_cents" >= 0 and ("tickets"."prize_status" = 'none' or "tickets"."division" is not null));