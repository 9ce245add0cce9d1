ALTER TABLE "operation_logs" ADD COLUMN "target_name" varchar(200);--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "outcome" varchar(40);