ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
-- Messages the old rule gave up on (10 failed attempts) stay given up, now visible as failed: sending
-- them days late (old codes, old news) would do more harm than good.
UPDATE "outbox" SET "failed_at" = now() WHERE "sent_at" IS NULL AND "attempts" >= 10;
