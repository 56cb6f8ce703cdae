CREATE TABLE "content_image_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_image_variants_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"alt" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_images_size_check" CHECK ("content_images"."width" > 0 and "content_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"head" integer DEFAULT 0 NOT NULL,
	"published" integer,
	"scheduled" integer,
	"publish_at" timestamp with time zone,
	"gone_at" timestamp with time zone,
	"gone_to" text,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "content_items_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "content_image_variants" ADD CONSTRAINT "content_image_variants_hash_content_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."content_images"("hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_publish_at_idx" ON "content_items" USING btree ("publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_number_unique" ON "content_revisions" USING btree ("kind","item_id","number");