CREATE TABLE "org_account_sets" (
	"org_id" bigint PRIMARY KEY NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"taxpayer_type" varchar(2) NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"bank_account" varchar(30) NOT NULL,
	"registered_address" varchar(400) NOT NULL,
	"registered_phone" varchar(30) NOT NULL,
	"change_id" bigint NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_info_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "org_info_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"state" varchar(2) DEFAULT '01' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"submitted_by" bigint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" varchar(400) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_account_sets" ADD CONSTRAINT "org_account_sets_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_info_changes" ADD CONSTRAINT "org_info_changes_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_info_changes_one_pending_key" ON "org_info_changes" USING btree ("org_id","kind") WHERE "org_info_changes"."state" = '01';--> statement-breakpoint
CREATE INDEX "org_info_changes_state_idx" ON "org_info_changes" USING btree ("state","submitted_at");