ALTER TABLE "users" ADD COLUMN "employee_no" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;