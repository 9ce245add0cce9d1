CREATE TABLE "role_menu_defaults" (
	"role_code" varchar(100) NOT NULL,
	"menu_code" varchar(100) NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "role_menu_defaults_role_code_menu_code_pk" PRIMARY KEY("role_code","menu_code")
);
