ALTER TABLE "order_status_changes" ADD COLUMN "note_text" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_message_text" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "flag_note_text" jsonb;