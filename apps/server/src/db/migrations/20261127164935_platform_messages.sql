ALTER TABLE "message_inbox" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_messages" ADD COLUMN "sent_by" bigint;--> statement-breakpoint
ALTER TABLE "site_messages" ADD CONSTRAINT "site_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_inbox_message_user_idx" ON "message_inbox" USING btree ("message_id","user_id");--> statement-breakpoint
CREATE INDEX "site_messages_everyone_idx" ON "site_messages" USING btree ("created_at" DESC NULLS LAST) WHERE audience = 'all';