CREATE TABLE "bom_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"source_row" integer,
	"designators" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"quantity" integer,
	"mpn" text,
	"manufacturer" text,
	"description" text,
	"value" text,
	"package" text,
	"mounting_style" text,
	"pins" integer,
	"dnp" boolean DEFAULT false NOT NULL,
	"customer_supplied" boolean DEFAULT false NOT NULL,
	"distributor_part_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mpn_data_id" integer,
	"status" text NOT NULL,
	"warnings" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpl_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"designator" text NOT NULL,
	"x_mm" text,
	"y_mm" text,
	"rotation" text,
	"side" text,
	"value" text,
	"package" text
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text,
	"size_bytes" integer NOT NULL,
	"sheet" text,
	"sheets" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"mapping" jsonb NOT NULL,
	"header_row" integer,
	"units" text,
	"findings" jsonb,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"normalised_name" text NOT NULL,
	"mounting_style" text NOT NULL,
	"pins" integer,
	"description" text,
	"last_modify_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"last_modify_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpn_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"normalised_alias" text NOT NULL,
	"mpn_data_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mpn_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"mpn" text NOT NULL,
	"normalised_mpn" text NOT NULL,
	"manufacturer" text,
	"description" text,
	"package" text,
	"mounting_style" text,
	"price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer,
	"lead_time_days" integer,
	"lcsc" text,
	"mouser" text,
	"digikey" text,
	"farnell" text,
	"rs" text,
	"last_modify_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"normalised_word" text NOT NULL,
	"field" text NOT NULL,
	"last_modify_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_locks" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access" text NOT NULL,
	"shared_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"shared_by" integer NOT NULL,
	"message" text NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_lines" ADD CONSTRAINT "bom_lines_mpn_data_id_mpn_data_id_fk" FOREIGN KEY ("mpn_data_id") REFERENCES "mpn_data"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpl_placements" ADD CONSTRAINT "cpl_placements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_packages" ADD CONSTRAINT "case_packages_last_modify_by_users_id_fk" FOREIGN KEY ("last_modify_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_last_modify_by_users_id_fk" FOREIGN KEY ("last_modify_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpn_aliases" ADD CONSTRAINT "mpn_aliases_mpn_data_id_mpn_data_id_fk" FOREIGN KEY ("mpn_data_id") REFERENCES "mpn_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpn_aliases" ADD CONSTRAINT "mpn_aliases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpn_data" ADD CONSTRAINT "mpn_data_last_modify_by_users_id_fk" FOREIGN KEY ("last_modify_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_mappings" ADD CONSTRAINT "word_mappings_last_modify_by_users_id_fk" FOREIGN KEY ("last_modify_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locks" ADD CONSTRAINT "project_locks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locks" ADD CONSTRAINT "project_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_notifications" ADD CONSTRAINT "share_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_notifications" ADD CONSTRAINT "share_notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_notifications" ADD CONSTRAINT "share_notifications_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bom_lines_project_line_idx" ON "bom_lines" USING btree ("project_id","line_no");--> statement-breakpoint
CREATE INDEX "bom_lines_unknown_idx" ON "bom_lines" USING btree ("status") WHERE "bom_lines"."status" = 'unknown';--> statement-breakpoint
CREATE INDEX "cpl_placements_project_idx" ON "cpl_placements" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_project_kind_idx" ON "project_files" USING btree ("project_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "case_packages_name_idx" ON "case_packages" USING btree ("normalised_name");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_idx" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mpn_aliases_alias_idx" ON "mpn_aliases" USING btree ("normalised_alias");--> statement-breakpoint
CREATE UNIQUE INDEX "mpn_data_mpn_manufacturer_idx" ON "mpn_data" USING btree ("normalised_mpn",coalesce(lower("manufacturer"), ''));--> statement-breakpoint
CREATE INDEX "mpn_data_normalised_mpn_idx" ON "mpn_data" USING btree ("normalised_mpn");--> statement-breakpoint
CREATE UNIQUE INDEX "word_mappings_kind_word_idx" ON "word_mappings" USING btree ("kind","normalised_word");--> statement-breakpoint
CREATE UNIQUE INDEX "project_shares_project_user_idx" ON "project_shares" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_shares_user_idx" ON "project_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_notifications_open_idx" ON "share_notifications" USING btree ("user_id") WHERE "share_notifications"."closed_at" is null;