CREATE TABLE "search_index_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"tokenizer_version" varchar(64) NOT NULL,
	"indexed_at" timestamp with time zone NOT NULL
);
