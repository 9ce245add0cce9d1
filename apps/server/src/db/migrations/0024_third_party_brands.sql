CREATE TABLE "third_party_brands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "third_party_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"external_code" varchar(40) NOT NULL,
	"external_name" varchar(100) NOT NULL,
	"brand_id" bigint,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "third_party_brands" ADD CONSTRAINT "third_party_brands_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_brands" ADD CONSTRAINT "third_party_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_brands" ADD CONSTRAINT "third_party_brands_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_brands_supplier_code_key" ON "third_party_brands" USING btree ("supplier_id","external_code");--> statement-breakpoint
CREATE INDEX "third_party_brands_brand_idx" ON "third_party_brands" USING btree ("brand_id");