ALTER TABLE "attribute_values" ADD COLUMN "value_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "brand_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "name_en" varchar(200) DEFAULT '' NOT NULL;