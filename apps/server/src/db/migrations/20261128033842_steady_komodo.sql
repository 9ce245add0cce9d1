CREATE SEQUENCE "public"."sku_search_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "sku_search" ADD COLUMN "change_seq" bigint DEFAULT nextval('sku_search_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "sku_search_change_seq_idx" ON "sku_search" USING btree ("change_seq");