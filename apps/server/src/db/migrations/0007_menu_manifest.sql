ALTER TABLE "menus" ADD COLUMN "menu_type" varchar(10) DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;