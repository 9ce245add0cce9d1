CREATE TABLE "menu_overrides" (
	"menu_id" bigint NOT NULL,
	"stage" varchar(10) NOT NULL,
	"menu_name" varchar(100) NOT NULL,
	"menu_name_en" varchar(100) NOT NULL,
	"sort_no" integer NOT NULL,
	"hidden" boolean NOT NULL,
	"parent_id" bigint,
	"app_code" varchar(20),
	CONSTRAINT "menu_overrides_menu_id_stage_pk" PRIMARY KEY("menu_id","stage")
);
--> statement-breakpoint
ALTER TABLE "menu_overrides" ADD CONSTRAINT "menu_overrides_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_overrides" ADD CONSTRAINT "menu_overrides_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;