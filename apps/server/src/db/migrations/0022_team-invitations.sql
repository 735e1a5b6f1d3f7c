CREATE TABLE "team_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"invited_by" integer,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"language" text NOT NULL,
	"create_projects" boolean NOT NULL,
	"see_team_projects" boolean NOT NULL,
	"order_and_pay" boolean NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_code_idx" ON "team_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_idx" ON "team_invitations" USING btree ("owner_id",lower("email")) WHERE "team_invitations"."accepted_at" is null;--> statement-breakpoint
-- The old flow kept a pending invitation as a password-less account inside the inviter's team, which the
-- address's real holder could later open with a password reset and find themselves in that team. Each
-- such account's usable code becomes an invitation (same code, same expiry), then the account leaves the
-- team, so a reset opens the holder's own account and joining needs the accept.
INSERT INTO "team_invitations" ("owner_id", "email", "firstname", "lastname", "language", "create_projects", "see_team_projects", "order_and_pay", "code_hash", "expires_at", "created_at")
SELECT DISTINCT ON (u."id") u."created_by", u."email", u."firstname", u."lastname", u."language",
	coalesce(u."create_projects_flag", true), coalesce(u."see_team_projects_flag", true), coalesce(u."order_and_pay_flag", true),
	c."code_hash", c."expires_at", c."created_at"
FROM "users" u
JOIN "one_time_codes" c ON c."user_id" = u."id" AND c."purpose" = 'invitation' AND c."used_at" IS NULL AND c."expires_at" > now()
WHERE u."created_by" IS NOT NULL AND u."password_hash" IS NULL AND NOT u."disabled"
ORDER BY u."id", c."created_at" DESC;--> statement-breakpoint
DELETE FROM "one_time_codes" WHERE "purpose" = 'invitation' AND "used_at" IS NULL;--> statement-breakpoint
UPDATE "users" SET "created_by" = NULL, "create_projects_flag" = NULL, "see_team_projects_flag" = NULL, "order_and_pay_flag" = NULL, "updated_at" = now()
WHERE "created_by" IS NOT NULL AND "password_hash" IS NULL AND NOT "disabled";
