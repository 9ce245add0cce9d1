CREATE TABLE "sku_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"old_sale_price" numeric(20, 2) NOT NULL,
	"old_market_price" numeric(20, 2) NOT NULL,
	"new_sale_price" numeric(20, 2) NOT NULL,
	"new_market_price" numeric(20, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sku_price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"old_sale_price" numeric(20, 2) NOT NULL,
	"new_sale_price" numeric(20, 2) NOT NULL,
	"old_market_price" numeric(20, 2) NOT NULL,
	"new_market_price" numeric(20, 2) NOT NULL,
	"source" varchar(10) NOT NULL,
	"change_request_id" bigint,
	"changed_by" bigint,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sku_change_requests" ADD CONSTRAINT "sku_change_requests_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_change_requests" ADD CONSTRAINT "sku_change_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_change_requests" ADD CONSTRAINT "sku_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_change_requests" ADD CONSTRAINT "sku_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_change_request_id_sku_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."sku_change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price_history" ADD CONSTRAINT "sku_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sku_change_requests_one_pending_key" ON "sku_change_requests" USING btree ("sku_id") WHERE "sku_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sku_change_requests_status_idx" ON "sku_change_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "sku_change_requests_supplier_idx" ON "sku_change_requests" USING btree ("supplier_id","requested_at");--> statement-breakpoint
CREATE INDEX "sku_price_history_sku_idx" ON "sku_price_history" USING btree ("sku_id","changed_at");