CREATE TABLE "outside_call_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quota" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outside_call_slots_quota_held_until_idx" ON "outside_call_slots" USING btree ("quota","held_until");