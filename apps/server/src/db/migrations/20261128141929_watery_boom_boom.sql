CREATE TABLE "org_roles" (
	"org_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "org_roles_org_id_role_id_pk" PRIMARY KEY("org_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "role_menu_defaults" (
	"role_code" varchar(100) NOT NULL,
	"menu_code" varchar(100) NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "role_menu_defaults_role_code_menu_code_pk" PRIMARY KEY("role_code","menu_code")
);
--> statement-breakpoint
ALTER TABLE "dictionary_items" ALTER COLUMN "code" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_roles" ADD CONSTRAINT "org_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;