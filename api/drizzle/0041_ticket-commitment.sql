ALTER TABLE "draws" ADD COLUMN "tickets_root" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "tickets_count" integer;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "tickets_committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "drawn_before_commitments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "salt" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "commit_proof" jsonb;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_tickets_commitment_check" CHECK (("draws"."tickets_root" is null) = ("draws"."tickets_committed_at" is null) and ("draws"."tickets_root" is null) = ("draws"."tickets_count" is null) and ("draws"."tickets_root" is null or "draws"."status" not in ('DRAW_OPEN', 'DRAW_CAPPED')));--> statement-breakpoint
-- Draws already revealed when commitments began have no root and never will: they are marked, so their next
-- status change (scored, paid, emailed) is not refused; every draw revealed from now on must commit first.
UPDATE "draws" SET "drawn_before_commitments" = true WHERE "status" NOT IN ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') AND "tickets_root" IS NULL;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_reveal_after_commitment_check" CHECK ("draws"."drawn_before_commitments" or "draws"."status" in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or ("draws"."tickets_committed_at" is not null and "draws"."tickets_committed_at" <= "draws"."drawn_at"));