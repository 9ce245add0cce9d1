CREATE TABLE "station_data_permissions" (
	"station_id" bigint NOT NULL,
	"resource" varchar(20) NOT NULL,
	"authority" varchar(20) NOT NULL,
	"org_ids" bigint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "station_data_permissions_station_id_resource_pk" PRIMARY KEY("station_id","resource")
);
--> statement-breakpoint
CREATE TABLE "station_members" (
	"station_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "station_members_station_id_user_id_pk" PRIMARY KEY("station_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_roles" (
	"station_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "station_roles_station_id_role_id_pk" PRIMARY KEY("station_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"station_code" varchar(30) NOT NULL,
	"station_name" varchar(40) NOT NULL,
	"station_name_en" varchar(80) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "station_data_permissions" ADD CONSTRAINT "station_data_permissions_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_members" ADD CONSTRAINT "station_members_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_members" ADD CONSTRAINT "station_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_roles" ADD CONSTRAINT "station_roles_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_roles" ADD CONSTRAINT "station_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_members_user_idx" ON "station_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "station_roles_role_idx" ON "station_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_org_code_key" ON "stations" USING btree ("org_id",lower("station_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "stations_org_name_key" ON "stations" USING btree ("org_id","station_name");