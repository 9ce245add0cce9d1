CREATE TABLE "config_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "config_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"scope_key" varchar(80) NOT NULL,
	"target_key" varchar(80) NOT NULL,
	"org_id" bigint,
	"old_value" text,
	"new_value" text,
	"changed_by" bigint,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"dict_code" varchar(60) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"open" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dict_code" varchar(60) NOT NULL,
	"code" varchar(20) NOT NULL,
	"label" varchar(120) NOT NULL,
	"label_en" varchar(120) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"built_in" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "param_org_values" (
	"param_key" varchar(80) NOT NULL,
	"org_id" bigint NOT NULL,
	"value" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "param_org_values_param_key_org_id_pk" PRIMARY KEY("param_key","org_id")
);
--> statement-breakpoint
CREATE TABLE "param_values" (
	"param_key" varchar(80) PRIMARY KEY NOT NULL,
	"value" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "param_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"body_en" text NOT NULL,
	"link" varchar(300),
	"audience" varchar(120) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "config_changes" ADD CONSTRAINT "config_changes_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_changes" ADD CONSTRAINT "config_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_dict_code_dictionaries_dict_code_fk" FOREIGN KEY ("dict_code") REFERENCES "public"."dictionaries"("dict_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_org_values" ADD CONSTRAINT "param_org_values_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_org_values" ADD CONSTRAINT "param_org_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "param_values" ADD CONSTRAINT "param_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_inbox" ADD CONSTRAINT "message_inbox_message_id_site_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."site_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_inbox" ADD CONSTRAINT "message_inbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "config_changes_scope_idx" ON "config_changes" USING btree ("kind","scope_key","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_items_dict_code_code_key" ON "dictionary_items" USING btree ("dict_code","code");--> statement-breakpoint
CREATE INDEX "message_inbox_user_created_idx" ON "message_inbox" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_inbox_user_unread_idx" ON "message_inbox" USING btree ("user_id") WHERE read_at is null;