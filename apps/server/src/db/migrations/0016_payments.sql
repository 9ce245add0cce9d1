CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pay_no" varchar(32) NOT NULL,
	"parent_order_id" bigint NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"order_ids" bigint[] NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"gateway" varchar(20) NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_order_id_parent_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."parent_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pay_no_key" ON "payments" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payments_parent_order_id_idx" ON "payments" USING btree ("parent_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_key" ON "payments" USING btree ("parent_order_id") WHERE "payments"."status" = 'pending';