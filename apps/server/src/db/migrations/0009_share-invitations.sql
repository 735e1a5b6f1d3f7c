ALTER TABLE "share_notifications" ADD COLUMN "kind" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_shares" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_locks" ADD COLUMN "taken_from" integer;--> statement-breakpoint
ALTER TABLE "project_locks" ADD CONSTRAINT "project_locks_taken_from_users_id_fk" FOREIGN KEY ("taken_from") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "share_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"email" text NOT NULL,
	"access" text NOT NULL,
	"invited_by" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invitations" ADD CONSTRAINT "share_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_invitations_pending_idx" ON "share_invitations" USING btree ("project_id",lower("email")) WHERE "share_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "share_invitations_email_idx" ON "share_invitations" USING btree (lower("email")) WHERE "share_invitations"."status" = 'pending';
