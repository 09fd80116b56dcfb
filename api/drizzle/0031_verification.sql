CREATE TABLE "verification_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_attempts_outcome_check" CHECK ("verification_attempts"."outcome" in ('verified', 'failed', 'document_required'))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"status" text NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_documents_status_check" CHECK ("verification_documents"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "verification_documents_type_check" CHECK ("verification_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_attempts_customer_idx" ON "verification_attempts" USING btree ("customer_id","method","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_customer_idx" ON "verification_documents" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_pending_idx" ON "verification_documents" USING btree ("created_at") WHERE "verification_documents"."status" = 'pending';