CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"event_type" text NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"site_key" text NOT NULL,
	"id" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "content_files_site_key_id_pk" PRIMARY KEY("site_key","id")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"site_key" text NOT NULL,
	"collection" text NOT NULL,
	"id" text NOT NULL,
	"status" text NOT NULL,
	"publish_date" timestamp with time zone,
	"created" timestamp with time zone NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "content_items_site_key_collection_id_pk" PRIMARY KEY("site_key","collection","id")
);
--> statement-breakpoint
CREATE TABLE "content_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"collection" text NOT NULL,
	"address" text NOT NULL,
	"customer_id" uuid,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_site_key_sites_key_fk" FOREIGN KEY ("site_key") REFERENCES "public"."sites"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_site_idx" ON "analytics_events" USING btree ("site_key","created_at");--> statement-breakpoint
CREATE INDEX "content_items_list_idx" ON "content_items" USING btree ("site_key","collection","created");--> statement-breakpoint
CREATE INDEX "content_submissions_limit_idx" ON "content_submissions" USING btree ("site_key","address","created_at");