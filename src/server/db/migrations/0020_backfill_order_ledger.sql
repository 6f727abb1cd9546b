-- Issue 27: orders paid before the ledger existed get their money in it, as the order's moves now
-- write it: the charge of each order that was ever paid (at its first 'paid' history line), and the
-- refund of each paid order refunded since (at its cancellation). Custom SQL, kept apart from the
-- generated schema migration (0018) so that one can be regenerated.
INSERT INTO "order_ledger" ("order_id", "kind", "amount_cents", "purpose", "method", "gateway", "charge_id", "source", "note", "at")
SELECT o."id", 'charge', o."amount_cents", 'full', o."method", o."gateway", o."charge_id", 'gateway', 'backfill', paid."at"
FROM "orders" o
JOIN LATERAL (
  SELECT h."at" FROM "order_status_history" h WHERE h."order_id" = o."id" AND h."status" = 'paid' ORDER BY h."at", h."id" LIMIT 1
) paid ON true
WHERE o."amount_cents" > 0 AND NOT EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "order_ledger" ("order_id", "kind", "amount_cents", "purpose", "method", "gateway", "charge_id", "source", "note", "at", "sent_at")
SELECT o."id", 'refund', o."amount_cents", 'full', o."method", o."gateway", o."charge_id", 'gateway', 'backfill', refunded."at", refunded."at"
FROM "orders" o
JOIN LATERAL (
  SELECT h."at" FROM "order_status_history" h WHERE h."order_id" = o."id" AND h."status" = 'canceled' AND h."reason" = 'refunded' ORDER BY h."at" DESC, h."id" DESC LIMIT 1
) refunded ON true
WHERE o."status" = 'canceled' AND o."status_reason" = 'refunded'
  AND EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id" AND l."kind" = 'charge' AND l."note" = 'backfill')
  AND NOT EXISTS (SELECT 1 FROM "order_ledger" l WHERE l."order_id" = o."id" AND l."kind" = 'refund');
