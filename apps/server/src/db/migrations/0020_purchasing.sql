CREATE TABLE "purchase_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mpn" text,
	"designators" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"distributor" text,
	"sku" text,
	"unit_price" double precision,
	"currency" text,
	"pricing" text,
	"state" text DEFAULT 'NOT_PLACED' NOT NULL,
	"purchase_id" integer,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"distributor" text NOT NULL,
	"po_number" text NOT NULL,
	"status" text NOT NULL,
	"cart_key" text,
	"distributor_order_number" text,
	"status_text" text,
	"last_error" text,
	"submissions" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_lines" ADD CONSTRAINT "purchase_lines_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_lines_order_line_idx" ON "purchase_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_po_number_idx" ON "purchases" USING btree ("po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_live_idx" ON "purchases" USING btree ("order_id","distributor") WHERE "purchases"."status" <> 'REMOVED';--> statement-breakpoint
CREATE INDEX "purchases_open_idx" ON "purchases" USING btree ("status") WHERE "purchases"."status" in ('SUBMITTING', 'UNKNOWN', 'ORDERED');