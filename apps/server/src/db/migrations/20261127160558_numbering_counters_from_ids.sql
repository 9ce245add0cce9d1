-- Order, checkout and shipment numbers were the business day and the row's id; their counters continue
-- from the largest id, so the numbers given from now on follow the ones given before.
INSERT INTO "numbering_counters" ("kind", "period", "last_value")
SELECT 'parentOrder', '', max("id") FROM "parent_orders" HAVING max("id") IS NOT NULL;
--> statement-breakpoint
INSERT INTO "numbering_counters" ("kind", "period", "last_value")
SELECT 'order', '', max("id") FROM "orders" HAVING max("id") IS NOT NULL;
--> statement-breakpoint
INSERT INTO "numbering_counters" ("kind", "period", "last_value")
SELECT 'shipment', '', max("id") FROM "shipments" HAVING max("id") IS NOT NULL;
