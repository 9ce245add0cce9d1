CREATE TABLE "commodity_group_skus" (
	"group_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"sort_no" integer NOT NULL,
	CONSTRAINT "commodity_group_skus_group_id_sku_id_pk" PRIMARY KEY("group_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "commodity_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commodity_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_code" varchar(40) NOT NULL,
	"group_name" varchar(120) NOT NULL,
	"group_name_en" varchar(120) DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"home_floor" smallint DEFAULT 0 NOT NULL,
	"sku_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "related_goods" (
	"spu_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"sort_no" smallint NOT NULL,
	CONSTRAINT "related_goods_spu_id_sku_id_pk" PRIMARY KEY("spu_id","sku_id")
);
--> statement-breakpoint
ALTER TABLE "commodity_group_skus" ADD CONSTRAINT "commodity_group_skus_group_id_commodity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."commodity_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_group_skus" ADD CONSTRAINT "commodity_group_skus_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_goods" ADD CONSTRAINT "related_goods_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_goods" ADD CONSTRAINT "related_goods_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commodity_group_skus_sku_id_idx" ON "commodity_group_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_groups_group_code_key" ON "commodity_groups" USING btree ("group_code");