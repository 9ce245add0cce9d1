ALTER TABLE "skus" ADD COLUMN "sku_name_en" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "shop_name_en" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_shops" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hot_words" ADD COLUMN "word_en" varchar(50) DEFAULT '' NOT NULL;