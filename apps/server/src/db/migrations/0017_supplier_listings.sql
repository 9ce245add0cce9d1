CREATE TABLE "spu_pictures" (
	"spu_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"sort_no" smallint NOT NULL,
	CONSTRAINT "spu_pictures_spu_id_file_id_pk" PRIMARY KEY("spu_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "spus" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "spu_pictures" ADD CONSTRAINT "spu_pictures_spu_id_spus_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."spus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spu_pictures" ADD CONSTRAINT "spu_pictures_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;