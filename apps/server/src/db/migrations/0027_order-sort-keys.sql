DROP INDEX "orders_tab_key_idx";--> statement-breakpoint
DROP INDEX "orders_tab_customer_idx";--> statement-breakpoint
DROP INDEX "orders_tab_company_idx";--> statement-breakpoint
DROP INDEX "orders_review_key_idx";--> statement-breakpoint
DROP INDEX "orders_review_customer_idx";--> statement-breakpoint
DROP INDEX "orders_review_company_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_sort_key" text GENERATED ALWAYS AS (lower("orders"."snapshot" -> 'billing' ->> 'name')) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_sort_key" text GENERATED ALWAYS AS (lower("orders"."snapshot" -> 'billing' ->> 'companyName')) STORED;--> statement-breakpoint
CREATE INDEX "orders_tab_key_idx" ON "orders" USING btree ("list_tab","order_key","id");--> statement-breakpoint
CREATE INDEX "orders_tab_customer_idx" ON "orders" USING btree ("list_tab","customer_sort_key","id");--> statement-breakpoint
CREATE INDEX "orders_tab_company_idx" ON "orders" USING btree ("list_tab","company_sort_key","id");--> statement-breakpoint
CREATE INDEX "orders_review_key_idx" ON "orders" USING btree ("order_key","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_customer_idx" ON "orders" USING btree ("customer_sort_key","id") WHERE "orders"."in_review";--> statement-breakpoint
CREATE INDEX "orders_review_company_idx" ON "orders" USING btree ("company_sort_key","id") WHERE "orders"."in_review";