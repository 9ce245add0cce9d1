ALTER TABLE "login_attempts" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "in_flight_until" timestamp with time zone;