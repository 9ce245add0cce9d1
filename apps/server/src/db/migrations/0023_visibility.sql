CREATE TABLE "org_channels" (
	"org_id" bigint NOT NULL,
	"channel_id" bigint NOT NULL,
	CONSTRAINT "org_channels_org_id_channel_id_pk" PRIMARY KEY("org_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "org_pools" (
	"org_id" bigint NOT NULL,
	"pool_id" bigint NOT NULL,
	CONSTRAINT "org_pools_org_id_pool_id_pk" PRIMARY KEY("org_id","pool_id")
);
--> statement-breakpoint
ALTER TABLE "sku_search" ADD COLUMN "channel_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sku_search" ADD COLUMN "pool_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_channels" ADD CONSTRAINT "org_channels_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_channels" ADD CONSTRAINT "org_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_pools" ADD CONSTRAINT "org_pools_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_pools" ADD CONSTRAINT "org_pools_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_channels_channel_id_idx" ON "org_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "org_pools_pool_id_idx" ON "org_pools" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "sku_search_channel_ids_idx" ON "sku_search" USING gin ("channel_ids");--> statement-breakpoint
CREATE INDEX "sku_search_pool_ids_idx" ON "sku_search" USING gin ("pool_ids");