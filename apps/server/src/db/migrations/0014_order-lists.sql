-- The project's name when it was ordered: existing orders take their project's name of today.
ALTER TABLE "orders" ADD COLUMN "project_name" text;--> statement-breakpoint
UPDATE "orders" SET "project_name" = "projects"."name" FROM "projects" WHERE "projects"."id" = "orders"."project_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "project_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" text GENERATED ALWAYS AS ("orders"."snapshot" -> 'offer' -> 'breakdown' ->> 'deliveryDate') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS ("orders"."snapshot" -> 'billing' ->> 'name') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_company" text GENERATED ALWAYS AS ("orders"."snapshot" -> 'billing' ->> 'companyName') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text GENERATED ALWAYS AS ("orders"."snapshot" -> 'billing' ->> 'email') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("orders"."order_key" || ' ' || "orders"."project_name" || ' ' || coalesce("orders"."snapshot" -> 'billing' ->> 'name', '') || ' ' || coalesce("orders"."snapshot" -> 'billing' ->> 'companyName', '') || ' ' || coalesce("orders"."snapshot" -> 'billing' ->> 'email', ''))) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_tab" text GENERATED ALWAYS AS (case when "orders"."deleted_at" is not null then 'deleted' when "orders"."status" in ('AWAITING_PAYMENT', 'PAYMENT_FAILED') then 'new' when "orders"."status" in ('PAID', 'IN_REVIEW', 'PURCHASING', 'IN_PRODUCTION', 'SHIPPED', 'BLOCKED') then 'open' when "orders"."status" in ('PENDING') then 'pending' else 'closed' end) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_review" boolean GENERATED ALWAYS AS ("orders"."deleted_at" is null and "orders"."status" not in ('DELIVERED', 'CANCELLED') and "orders"."review_status" in ('PENDING', 'CHANGES_NEEDED') and ("orders"."paid_at" is not null or coalesce("orders"."payment_state" = 'BANK_TRANSFER', false))) STORED;--> statement-breakpoint
CREATE INDEX "orders_tab_created_idx" ON "orders" USING btree ("list_tab","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_tab_key_idx" ON "orders" USING btree ("list_tab","order_key");--> statement-breakpoint
CREATE INDEX "orders_tab_customer_idx" ON "orders" USING btree ("list_tab",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "orders_tab_company_idx" ON "orders" USING btree ("list_tab",lower("customer_company"),"id");--> statement-breakpoint
CREATE INDEX "orders_tab_delivery_idx" ON "orders" USING btree ("list_tab","delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_tab_total_idx" ON "orders" USING btree ("list_tab","total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_tab_status_idx" ON "orders" USING btree ("list_tab","status","id");--> statement-breakpoint
CREATE INDEX "orders_review_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_key_idx" ON "orders" USING btree ("order_key") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_customer_idx" ON "orders" USING btree (lower("customer_name"),"id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_company_idx" ON "orders" USING btree (lower("customer_company"),"id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_delivery_idx" ON "orders" USING btree ("delivery_date","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_total_idx" ON "orders" USING btree ("total_cents","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_status_idx" ON "orders" USING btree ("status","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."deleted_at" is null;--> statement-breakpoint
-- Back-office search on PostgreSQL: a trigram index on the generated orders.search_text, where pg_trgm
-- is there (0010 created it when it could); without it (PGlite) the search scans the tab's rows.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS orders_search_trgm_idx ON orders USING gin (search_text %I.gin_trgm_ops)',
      (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm')
    );
  END IF;
END $$;
