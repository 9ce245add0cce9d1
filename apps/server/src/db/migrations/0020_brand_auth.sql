CREATE TABLE "brand_auth_letters" (
	"auth_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"sort_no" smallint NOT NULL,
	CONSTRAINT "brand_auth_letters_auth_id_file_id_pk" PRIMARY KEY("auth_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "brand_auths" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_auths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "brand_auth_letters" ADD CONSTRAINT "brand_auth_letters_auth_id_brand_auths_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."brand_auths"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_auth_letters" ADD CONSTRAINT "brand_auth_letters_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_auths" ADD CONSTRAINT "brand_auths_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_auths" ADD CONSTRAINT "brand_auths_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_auths_supplier_id_brand_id_key" ON "brand_auths" USING btree ("supplier_id","brand_id");--> statement-breakpoint
CREATE INDEX "brand_auths_brand_id_idx" ON "brand_auths" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brand_auths_status_idx" ON "brand_auths" USING btree ("status");