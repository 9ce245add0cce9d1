-- Custom SQL migration file, put your code below! --
-- An organisation's status 1/0 becomes its management state: 1 in operation ('01'), 0 closed ('03').
update "org" set "state" = case when "status" = 0 then '03' else '01' end;--> statement-breakpoint
-- Departments (org_units) become child organisations of theirs, with the same names, order and state.
alter table "org" add column "legacy_unit_id" bigint;--> statement-breakpoint
insert into "org" ("parent_id", "name", "name_en", "org_type", "member_class", "state", "sort_no", "created_at", "legacy_unit_id")
  select u."org_id", u."name", u."name_en", o."org_type", o."member_class",
    case when u."status" = 0 then '03' else '01' end, u."sort_no", o."created_at", u."id"
  from "org_units" u join "org" o on o."id" = u."org_id";--> statement-breakpoint
-- Members and orders keep their department: the column now names the department's organisation (the
-- constraint keeps its old name until the next migration replaces it).
alter table "users" drop constraint "users_org_unit_id_org_units_id_fk";--> statement-breakpoint
update "users" set "org_unit_id" = (select o."id" from "org" o where o."legacy_unit_id" = "users"."org_unit_id") where "org_unit_id" is not null;--> statement-breakpoint
alter table "users" add constraint "users_org_unit_id_org_units_id_fk" foreign key ("org_unit_id") references "org"("id");--> statement-breakpoint
alter table "orders" drop constraint "orders_org_unit_id_org_units_id_fk";--> statement-breakpoint
update "orders" set "org_unit_id" = (select o."id" from "org" o where o."legacy_unit_id" = "orders"."org_unit_id") where "org_unit_id" is not null;--> statement-breakpoint
alter table "orders" add constraint "orders_org_unit_id_org_units_id_fk" foreign key ("org_unit_id") references "org"("id");--> statement-breakpoint
alter table "org" drop column "legacy_unit_id";
