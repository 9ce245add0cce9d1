CREATE TABLE "search_facets" (
	"lexeme" text NOT NULL,
	"cat3_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"band" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_facets_lexeme_cat3_id_brand_id_supplier_id_band_pk" PRIMARY KEY("lexeme","cat3_id","brand_id","supplier_id","band")
);
--> statement-breakpoint
-- Filled from the documents already indexed; indexSkus keeps it exact from here on. The bounds are
-- facets.ts BAND_BOUNDS.
INSERT INTO "search_facets" ("lexeme", "cat3_id", "brand_id", "supplier_id", "band", "n")
SELECT l, cat3_id, brand_id, supplier_id,
       width_bucket(price, '{20,50,100,200,500,1000,2000,5000}'::numeric[])::smallint, count(*)::int
  FROM sku_search, unnest(array_append(tsvector_to_array(doc), '')) l
 WHERE on_shelf
 GROUP BY 1, 2, 3, 4, 5;
