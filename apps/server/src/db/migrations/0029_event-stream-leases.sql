CREATE TABLE "event_stream_leases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_stream_leases_user_id_opened_at_idx" ON "event_stream_leases" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "event_stream_leases_held_until_idx" ON "event_stream_leases" USING btree ("held_until");