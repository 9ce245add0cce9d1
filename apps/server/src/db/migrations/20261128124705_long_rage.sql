CREATE TABLE "menu_apps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_apps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"app_code" varchar(20) NOT NULL,
	"app_name" varchar(60) NOT NULL,
	"app_name_en" varchar(100) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "menu_apps_app_code_key" ON "menu_apps" USING btree ("app_code");