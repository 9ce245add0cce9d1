CREATE TABLE "file_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"direction" varchar(10) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"params" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"bad_row_count" integer,
	"file_key" varchar(80),
	"file_name" varchar(200),
	"file_size" bigint,
	"error_key" varchar(80),
	"error_detail" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"storage_key" varchar(80) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"file_group" varchar(20) NOT NULL,
	"size" bigint NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"record_type" varchar(40),
	"record_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"cron" varchar(60) NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_by" varchar(80),
	"locked_until" timestamp with time zone,
	"singleton_key" varchar(80),
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_file_id" bigint;--> statement-breakpoint
CREATE INDEX "file_tasks_user_idx" ON "file_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_record_idx" ON "stored_files" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton_key") WHERE "jobs"."status" in ('queued', 'running');