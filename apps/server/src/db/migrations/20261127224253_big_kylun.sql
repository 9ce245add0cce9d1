CREATE TABLE "content_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"column_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(400) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"plain_text_en" text DEFAULT '' NOT NULL,
	"cover_file_id" bigint,
	"publish_from" timestamp with time zone NOT NULL,
	"publish_to" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "content_columns" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"code" varchar(30) NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_en" varchar(120) DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_column_id_content_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."content_columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_column_id_idx" ON "content_articles" USING btree ("column_id");--> statement-breakpoint
CREATE INDEX "content_articles_status_publish_from_idx" ON "content_articles" USING btree ("status","publish_from");--> statement-breakpoint
CREATE UNIQUE INDEX "content_columns_code_key" ON "content_columns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "content_columns_parent_id_idx" ON "content_columns" USING btree ("parent_id");