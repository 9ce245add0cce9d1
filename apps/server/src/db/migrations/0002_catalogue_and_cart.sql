CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"org_id" bigint,
	"sku_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"num" integer NOT NULL,
	"ticked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_lines_num_positive" CHECK ("cart_lines"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(60) DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"attribute_id" bigint NOT NULL,
	"value" text NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(60) DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_variant" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(60) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_categories" (
	"brand_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "brand_categories_brand_id_category_id_pk" PRIMARY KEY("brand_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"parent_id" bigint,
	"level" smallint NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_leaf" boolean DEFAULT false NOT NULL,
	"top_key" varchar(20),
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "front_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "front_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"parent_id" bigint,
	"level" smallint NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "front_category_links" (
	"front_category_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "front_category_links_front_category_id_category_id_pk" PRIMARY KEY("front_category_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sku_attribute_values" (
	"sku_id" bigint NOT NULL,
	"attribute_id" bigint NOT NULL,
	"value_id" bigint NOT NULL,
	CONSTRAINT "sku_attribute_values_sku_id_attribute_id_pk" PRIMARY KEY("sku_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "sku_channels" (
	"sku_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	CONSTRAINT "sku_channels_sku_id_channel_id_pk" PRIMARY KEY("sku_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "sku_pools" (
	"sku_id" bigint NOT NULL,
	"pool_id" bigint NOT NULL,
	CONSTRAINT "sku_pools_sku_id_pool_id_pk" PRIMARY KEY("sku_id","pool_id")
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"spu_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"supplier_sku_code" varchar(60) NOT NULL,
	"sku_name" varchar(300) NOT NULL,
	"model" varchar(120) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"sale_price" numeric(20, 2) NOT NULL,
	"market_price" numeric(20, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"classification" varchar(2) NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"picture_key" varchar(200) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"spu_name" varchar(300) NOT NULL,
	"category_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"unit" varchar(10) NOT NULL,
	"classification" varchar(2) NOT NULL,
	"picture_key" varchar(200) NOT NULL,
	"picture_hue" smallint DEFAULT 0 NOT NULL,
	"sku_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_categories" (
	"supplier_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "supplier_categories_supplier_id_category_id_pk" PRIMARY KEY("supplier_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_shops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"shop_name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rating" numeric(2, 1) DEFAULT '5.0' NOT NULL,
	"service_phone" varchar(30) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"supplier_code" varchar(20),
	"supplier_no" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) DEFAULT '' NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"contact_name" varchar(80) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"org_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_carousel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_carousel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(120) NOT NULL,
	"title_en" varchar(120) DEFAULT '' NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"subtitle_en" varchar(200) DEFAULT '' NOT NULL,
	"picture_key" varchar(200) NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_floors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "brand_code" varchar(60);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_shop_id_supplier_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."supplier_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_group_id_attribute_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."attribute_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_categories" ADD CONSTRAINT "front_categories_parent_id_front_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."front_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_category_links" ADD CONSTRAINT "front_category_links_front_category_id_front_categories_id_fk" FOREIGN KEY ("front_category_id") REFERENCES "public"."front_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_category_links" ADD CONSTRAINT "front_category_links_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attribute_values" ADD CONSTRAINT "sku_attribute_values_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attribute_values" ADD CONSTRAINT "sku_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_attribute_values" ADD CONSTRAINT "sku_attribute_values_value_id_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_channels" ADD CONSTRAINT "sku_channels_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_channels" ADD CONSTRAINT "sku_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_pools" ADD CONSTRAINT "sku_pools_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_pools" ADD CONSTRAINT "sku_pools_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_shop_id_supplier_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."supplier_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spus" ADD CONSTRAINT "spus_shop_id_supplier_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."supplier_shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_categories" ADD CONSTRAINT "supplier_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD CONSTRAINT "supplier_shops_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_floors" ADD CONSTRAINT "home_floors_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_id_sku_id_key" ON "cart_lines" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_groups_code_key" ON "attribute_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_id_idx" ON "attribute_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "attributes_category_id_idx" ON "attributes" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_code_key" ON "channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pools_code_key" ON "pools" USING btree ("code");--> statement-breakpoint
CREATE INDEX "brand_categories_category_id_idx" ON "brand_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_key" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "front_categories_parent_id_idx" ON "front_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "front_category_links_category_id_idx" ON "front_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skus_supplier_id_supplier_sku_code_key" ON "skus" USING btree ("supplier_id","supplier_sku_code");--> statement-breakpoint
CREATE INDEX "skus_shop_id_idx" ON "skus" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "skus_spu_id_idx" ON "skus" USING btree ("spu_id");--> statement-breakpoint
CREATE INDEX "skus_brand_id_idx" ON "skus" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "skus_category_id_idx" ON "skus" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "spus_shop_id_idx" ON "spus" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "spus_category_id_idx" ON "spus" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "supplier_categories_category_id_idx" ON "supplier_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "supplier_shops_supplier_id_idx" ON "supplier_shops" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_supplier_code_key" ON "suppliers" USING btree ("supplier_code");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_supplier_no_key" ON "suppliers" USING btree ("supplier_no");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_org_id_key" ON "suppliers" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "home_carousel_sort_no_idx" ON "home_carousel" USING btree ("sort_no");--> statement-breakpoint
CREATE UNIQUE INDEX "home_floors_category_id_key" ON "home_floors" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_brand_code_key" ON "brands" USING btree ("brand_code");