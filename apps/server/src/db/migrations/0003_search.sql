CREATE TABLE "hot_words" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hot_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"word" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"keyword" varchar(50) NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(120) PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_search" (
	"sku_id" bigint PRIMARY KEY NOT NULL,
	"on_shelf" boolean NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cat1_id" bigint NOT NULL,
	"cat2_id" bigint NOT NULL,
	"cat3_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"shop_id" bigint NOT NULL,
	"doc" "tsvector" NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_search" ADD CONSTRAINT "sku_search_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_user_id_keyword_key" ON "search_history" USING btree ("user_id","keyword");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (lower("word") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sku_search_doc_idx" ON "sku_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "sku_search_sales_idx" ON "sku_search" USING btree ("sales_count" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_price_idx" ON "sku_search" USING btree ("price","sku_id") WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_created_idx" ON "sku_search" USING btree ("created_at" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_cat1_idx" ON "sku_search" USING btree ("cat1_id","sales_count" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_cat2_idx" ON "sku_search" USING btree ("cat2_id","sales_count" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_cat3_idx" ON "sku_search" USING btree ("cat3_id","sales_count" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_brand_idx" ON "sku_search" USING btree ("brand_id") WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_supplier_idx" ON "sku_search" USING btree ("supplier_id") WHERE "sku_search"."on_shelf";--> statement-breakpoint
CREATE INDEX "sku_search_shop_idx" ON "sku_search" USING btree ("shop_id","sales_count" DESC NULLS LAST,"sku_id" DESC NULLS LAST) WHERE "sku_search"."on_shelf";