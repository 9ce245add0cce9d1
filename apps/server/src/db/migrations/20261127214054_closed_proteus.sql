ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "front_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;