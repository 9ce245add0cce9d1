CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"sku_name" varchar(300) NOT NULL,
	"sku_name_en" varchar(300) DEFAULT '' NOT NULL,
	"supplier_sku_code" varchar(60) NOT NULL,
	"model" varchar(120) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"brand_name" varchar(100) DEFAULT '' NOT NULL,
	"picture_key" varchar(200) NOT NULL,
	"unit_price" numeric(20, 2) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"num" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(24) NOT NULL,
	"parent_order_id" bigint NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"org_id" bigint,
	"org_unit_id" bigint,
	"supplier_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"status" varchar(2) NOT NULL,
	"channel" varchar(2) NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"pay_status" varchar(1) DEFAULT '0' NOT NULL,
	"goods_amount" numeric(20, 2) NOT NULL,
	"freight" numeric(20, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"delivery_days_min" smallint NOT NULL,
	"delivery_days_max" smallint NOT NULL,
	"close_reason" varchar(200) DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parent_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_order_no" varchar(24) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"org_id" bigint,
	"channel" varchar(2) NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"invoice_type" varchar(2) NOT NULL,
	"invoice_title_id" bigint,
	"invoice_title" varchar(100) DEFAULT '' NOT NULL,
	"invoice_credit_code" varchar(18) DEFAULT '' NOT NULL,
	"address_id" bigint,
	"receiver_name" varchar(40) NOT NULL,
	"receiver_mobile" varchar(11) NOT NULL,
	"receiver_phone" varchar(30) DEFAULT '' NOT NULL,
	"receiver_address" varchar(400) NOT NULL,
	"goods_amount" numeric(20, 2) NOT NULL,
	"freight" numeric(20, 2) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "tax_rate" numeric(5, 2) DEFAULT '13.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "freight_free_above" numeric(20, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "freight_fee" numeric(20, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "delivery_days_min" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "delivery_days_max" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_unit_id" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_parent_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."parent_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_supplier_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."supplier_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_invoice_title_id_invoice_titles_id_fk" FOREIGN KEY ("invoice_title_id") REFERENCES "public"."invoice_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_orders" ADD CONSTRAINT "parent_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_id_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku_id_idx" ON "order_lines" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_key" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_parent_order_id_idx" ON "orders" USING btree ("parent_order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_org_status_idx" ON "orders" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "orders_unpaid_online_idx" ON "orders" USING btree ("created_at") WHERE "orders"."pay_method" = '01' and "orders"."pay_status" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "parent_orders_parent_order_no_key" ON "parent_orders" USING btree ("parent_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_orders_buyer_request_key" ON "parent_orders" USING btree ("buyer_user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_org_id_name_key" ON "org_units" USING btree ("org_id","name");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Order channels follow SPEC §3 (11, 12, 13, 21); the codes declared before are not the program's any more.
DELETE FROM "dictionary_items" WHERE "dict_code" = 'ORDER_CHANNEL' AND "code" IN ('01', '02', '03', '04');
