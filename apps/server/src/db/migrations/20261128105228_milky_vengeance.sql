CREATE TABLE "org_application" (
	"org_id" bigint PRIMARY KEY NOT NULL,
	"kind" varchar(2) NOT NULL,
	"state" varchar(2) DEFAULT '01' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(80) DEFAULT '' NOT NULL,
	"contact_name" varchar(80) NOT NULL,
	"contact_mobile" varchar(20) NOT NULL,
	"address" varchar(400) DEFAULT '' NOT NULL,
	"licence_file_id" bigint,
	"shop_name" varchar(120) DEFAULT '' NOT NULL,
	"bank_name" varchar(120) DEFAULT '' NOT NULL,
	"bank_account" varchar(30) DEFAULT '' NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_names" varchar(400) DEFAULT '' NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" varchar(400) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_application" ADD CONSTRAINT "org_application_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_application_state_idx" ON "org_application" USING btree ("state","submitted_at");