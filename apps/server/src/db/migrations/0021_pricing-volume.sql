CREATE TABLE "house_stock_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"normalised_mpn" text,
	"component_class" text,
	"package" text,
	"value" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_date" text GENERATED ALWAYS AS ("orders"."snapshot" -> 'offer' -> 'breakdown' ->> 'shipDate') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "board_area_m2" double precision GENERATED ALWAYS AS (("orders"."snapshot" -> 'offer' -> 'breakdown' ->> 'areaM2')::double precision) STORED;--> statement-breakpoint
ALTER TABLE "production_schedule" ADD COLUMN "capacity_m2_per_day" double precision DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "house_stock_parts" ADD CONSTRAINT "house_stock_parts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_stock_parts_entry_idx" ON "house_stock_parts" USING btree (coalesce("normalised_mpn", ''),coalesce("component_class", ''),coalesce("package", ''),coalesce("value", ''));--> statement-breakpoint
CREATE INDEX "orders_ship_date_idx" ON "orders" USING btree ("ship_date");--> statement-breakpoint
INSERT INTO "house_stock_parts" ("component_class", "package", "note") VALUES
	('R', '0402', 'Chip resistors 0402, every E24 value'),
	('R', '0603', 'Chip resistors 0603, every E24 value'),
	('R', '0805', 'Chip resistors 0805, every E24 value'),
	('C', '0402', 'Ceramic capacitors 0402, common values'),
	('C', '0603', 'Ceramic capacitors 0603, common values'),
	('C', '0805', 'Ceramic capacitors 0805, common values');
