DROP INDEX "org_name_key";--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "code" varchar(30);--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "state" varchar(2) DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "address" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "contact_name" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "contact_mobile" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "sort_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "org" ADD CONSTRAINT "org_parent_id_org_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_parent_name_key" ON "org" USING btree ("parent_id","name") WHERE "org"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "org_code_key" ON "org" USING btree ("code");--> statement-breakpoint
CREATE INDEX "org_parent_id_idx" ON "org" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_name_key" ON "org" USING btree ("name") WHERE "org"."parent_id" is null;