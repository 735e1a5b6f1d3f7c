CREATE SEQUENCE "project_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_key" text DEFAULT ('P-' || to_char(now(), 'YY') || '-' || lpad(nextval('project_number_seq')::text, 6, '0')) NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text,
	"customer_reference" text,
	"intended_quantity" integer,
	"target_delivery_date" date,
	"notes" text,
	"wizard_step" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_key_idx" ON "projects" USING btree ("project_key");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_owner_name_idx" ON "projects" USING btree ("owner_id",lower("name")) WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_owner_created_idx" ON "projects" USING btree ("owner_id","created_at");