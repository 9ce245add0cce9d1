CREATE TABLE "numbering_counters" (
	"kind" varchar(40) NOT NULL,
	"period" varchar(8) NOT NULL,
	"last_value" bigint NOT NULL,
	CONSTRAINT "numbering_counters_kind_period_pk" PRIMARY KEY("kind","period")
);
--> statement-breakpoint
CREATE TABLE "numbering_rules" (
	"kind" varchar(40) PRIMARY KEY NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"date_pattern" varchar(8) NOT NULL,
	"sequence_length" smallint NOT NULL,
	"reset" varchar(8) NOT NULL,
	"updated_by_user_id" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "numbering_rules" ADD CONSTRAINT "numbering_rules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;