ALTER TABLE "draws" ADD COLUMN "tickets_root" text;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "tickets_count" integer;--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "tickets_committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "salt" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "commit_proof" jsonb;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_tickets_commitment_check" CHECK (("draws"."tickets_root" is null) = ("draws"."tickets_committed_at" is null) and ("draws"."tickets_root" is null) = ("draws"."tickets_count" is null) and ("draws"."tickets_root" is null or "draws"."status" not in ('DRAW_OPEN', 'DRAW_CAPPED')));--> statement-breakpoint
-- NOT VALID: draws drawn before tickets were committed keep their history; every draw revealed from now on is checked.
ALTER TABLE "draws" ADD CONSTRAINT "draws_reveal_after_commitment_check" CHECK ("draws"."status" in ('DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED') or ("draws"."tickets_committed_at" is not null and "draws"."tickets_committed_at" <= "draws"."drawn_at")) NOT VALID;