ALTER TABLE "orders" ADD COLUMN "invoice_figures" jsonb;--> statement-breakpoint
-- Invoices issued before this column: their figures are the order's before the first money edit made
-- after the invoice (order_edits keeps the totals and VAT decision "before"), or the order's own when
-- none was made. Lines are the snapshot's (an edit keeps only their codes and amounts).
UPDATE "orders" AS o
SET "invoice_figures" = jsonb_build_object(
  'netCents', coalesce((edit."before" ->> 'netCents')::integer, (o."snapshot" #>> '{offer,breakdown,netCents}')::integer, o."net_cents"),
  'vatCents', coalesce((edit."before" ->> 'vatCents')::integer, (o."snapshot" #>> '{offer,breakdown,vat,amountCents}')::integer, o."vat_cents"),
  'totalCents', coalesce((edit."before" ->> 'totalCents')::integer, (o."snapshot" #>> '{offer,breakdown,totalCents}')::integer, o."total_cents"),
  'vat', coalesce(edit."before" -> 'vat', jsonb_build_object(
    'ratePercent', o."snapshot" #> '{offer,breakdown,vat,ratePercent}',
    'reason', o."snapshot" #> '{offer,breakdown,vat,reason}')),
  'quantity', coalesce(o."snapshot" #> '{offer,breakdown,quantity}', o."snapshot" #> '{offer,quantity}'),
  'lines', coalesce(o."snapshot" #> '{offer,breakdown,lines}', '[]'::jsonb))
FROM "orders" AS invoiced
LEFT JOIN LATERAL (
  SELECT e."before" FROM "order_edits" AS e
  WHERE e."order_id" = invoiced."id" AND e."created_at" >= invoiced."invoice_issued_at"
    AND e."before" ? 'totalCents' AND e."before" ? 'vat'
  ORDER BY e."id" LIMIT 1
) AS edit ON true
WHERE invoiced."id" = o."id" AND o."invoice_number" IS NOT NULL AND o."invoice_figures" IS NULL;
