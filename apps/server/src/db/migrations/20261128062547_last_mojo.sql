ALTER TABLE "org_units" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "org_units" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_org_unit_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_org_unit_id_org_units_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_unit_id_org_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_unit_id_org_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org" DROP COLUMN "status";