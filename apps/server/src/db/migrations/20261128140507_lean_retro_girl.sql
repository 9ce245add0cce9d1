CREATE TABLE "approval_process_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_process_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"process_id" bigint NOT NULL,
	"version_no" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"published_at" timestamp with time zone,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_processes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_kind" varchar(30) NOT NULL,
	"org_id" bigint,
	"name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "approval_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version_id" bigint NOT NULL,
	"business_kind" varchar(30) NOT NULL,
	"subject_id" bigint NOT NULL,
	"subject_no" varchar(60) DEFAULT '' NOT NULL,
	"org_id" bigint NOT NULL,
	"applicant_user_id" bigint NOT NULL,
	"facts" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"current_level" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"level_index" integer NOT NULL,
	"approver_user_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	"delegated_from" bigint,
	"remark" varchar(400) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_process_versions" ADD CONSTRAINT "approval_process_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_runs" ADD CONSTRAINT "approval_runs_version_id_approval_process_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."approval_process_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_runs" ADD CONSTRAINT "approval_runs_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_runs" ADD CONSTRAINT "approval_runs_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_run_id_approval_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."approval_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_process_versions_no_key" ON "approval_process_versions" USING btree ("process_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_process_versions_published_key" ON "approval_process_versions" USING btree ("process_id") WHERE "approval_process_versions"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_kind_org_key" ON "approval_processes" USING btree ("business_kind","org_id") WHERE "approval_processes"."org_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_kind_platform_key" ON "approval_processes" USING btree ("business_kind") WHERE "approval_processes"."org_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_runs_running_subject_key" ON "approval_runs" USING btree ("business_kind","subject_id") WHERE "approval_runs"."status" = 0;--> statement-breakpoint
CREATE INDEX "approval_runs_subject_idx" ON "approval_runs" USING btree ("business_kind","subject_id");--> statement-breakpoint
CREATE INDEX "approval_tasks_run_idx" ON "approval_tasks" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "approval_tasks_approver_idx" ON "approval_tasks" USING btree ("approver_user_id","status");