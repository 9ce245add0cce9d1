CREATE TABLE "addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"org_id" bigint,
	"kind" varchar(10) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"province_name" varchar(50) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"city_name" varchar(50) NOT NULL,
	"district_code" varchar(6),
	"district_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_name" varchar(40) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"detail" varchar(200) NOT NULL,
	"tag" varchar(20) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_key" varchar(30) NOT NULL,
	"org_id" bigint,
	"user_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"special_invoice" boolean DEFAULT false NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(32) DEFAULT '' NOT NULL,
	"registered_address" varchar(200) DEFAULT '' NOT NULL,
	"registered_phone" varchar(30) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"parent_code" varchar(6),
	"name" varchar(50) NOT NULL,
	"level" smallint NOT NULL,
	"sort_no" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_kind_idx" ON "addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "addresses_org_id_shared_idx" ON "addresses" USING btree ("org_id") WHERE "addresses"."shared";--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_key" ON "addresses" USING btree ("user_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "invoice_titles_owner_key_idx" ON "invoice_titles" USING btree ("owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_key" ON "invoice_titles" USING btree ("owner_key") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE INDEX "regions_parent_code_idx" ON "regions" USING btree ("parent_code");