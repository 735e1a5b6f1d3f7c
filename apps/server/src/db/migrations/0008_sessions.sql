ALTER TABLE "refresh_tokens" ADD COLUMN "sign_in_expires_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "refresh_tokens" SET "sign_in_expires_at" = "expires_at";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "sign_in_expires_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;
--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "refresh_tokens_sealed_idx" ON "refresh_tokens" USING btree ("used_at") WHERE "successor_sealed" is not null;
--> statement-breakpoint
CREATE TABLE "revoked_sign_ins" (
	"family_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "revoked_access_tokens";
--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret" text;
