CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" text,
	"address" text,
	"city" text,
	"zip_code" text,
	"country" text,
	"customer_group" text DEFAULT 'standard' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("companies"."name") || ' ' || lower(coalesce("companies"."vat_number", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"create_projects" boolean DEFAULT true NOT NULL,
	"see_team_projects" boolean DEFAULT true NOT NULL,
	"order_and_pay" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_permissions_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_views" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_views_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_history" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "user_history" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_history" ADD COLUMN "read_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "see_team_projects_flag" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "order_and_pay_flag" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."username" || ' ' || "users"."email" || ' ' || "users"."firstname" || ' ' || "users"."lastname" || ' ' || coalesce("users"."company_name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "project_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace("project_messages"."body", '<[^>]*>', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "project_messages" ADD COLUMN "notice_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_permissions" ADD CONSTRAINT "team_permissions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_announcement_id_general_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "general_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_views" ADD CONSTRAINT "announcement_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_announcements" ADD CONSTRAINT "general_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "faq_entries_language_idx" ON "faq_entries" USING btree ("language","topic","position");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_history_entity_idx" ON "user_history" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "project_messages_notice_idx" ON "project_messages" USING btree ("created_at") WHERE "project_messages"."notice_checked_at" is null;--> statement-breakpoint
-- Messages written before the unread-message e-mail existed are not announced after the fact.
UPDATE "project_messages" SET "notice_checked_at" = "created_at";--> statement-breakpoint
-- Quick search over messages, customers and companies: trigram indexes where pg_trgm exists (see 0010).
DO $$
DECLARE trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS project_messages_search_trgm_idx ON project_messages USING gin (search_text %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_text %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX IF NOT EXISTS companies_search_trgm_idx ON companies USING gin (search_text %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
