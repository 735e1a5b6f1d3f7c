CREATE TABLE "crm_contact_pushes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gec_order_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gec_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"document_version" integer DEFAULT 1 NOT NULL,
	"sent_version" integer,
	"state" text DEFAULT 'draft' NOT NULL,
	"gec_order_id" text,
	"gec_client_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_sign_in_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"provider" text NOT NULL,
	"link_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"provider" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "source" text DEFAULT 'auth' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hubspot_contact_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gec_client_id" text;--> statement-breakpoint
ALTER TABLE "crm_contact_pushes" ADD CONSTRAINT "crm_contact_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gec_order_document_versions" ADD CONSTRAINT "gec_order_document_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gec_order_document_versions" ADD CONSTRAINT "gec_order_document_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gec_orders" ADD CONSTRAINT "gec_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_in_states" ADD CONSTRAINT "oidc_sign_in_states_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_contact_pushes_due_idx" ON "crm_contact_pushes" USING btree ("next_attempt_at") WHERE "crm_contact_pushes"."pushed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "gec_order_document_versions_order_version_idx" ON "gec_order_document_versions" USING btree ("order_id","version");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_states_expires_idx" ON "oidc_sign_in_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject_idx" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");