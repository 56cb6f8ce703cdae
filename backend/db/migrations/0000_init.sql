CREATE TABLE "models" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"model_name" text NOT NULL,
	"href" text NOT NULL,
	"width_mm" integer NOT NULL,
	"image" text NOT NULL,
	"image_with_shadow" text NOT NULL,
	"price_rub" integer,
	"price_coming_soon" boolean DEFAULT false NOT NULL,
	"configurator_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "models_code_unique" UNIQUE("code"),
	CONSTRAINT "models_width_check" CHECK ("models"."width_mm" > 0),
	CONSTRAINT "models_price_check" CHECK ("models"."price_rub" is not null or "models"."price_coming_soon")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"published_at" timestamp NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"preview_description" text NOT NULL,
	"preview_file" text NOT NULL,
	"additional_photos" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "news_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "options" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "options_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "options_scope_check" CHECK ("options"."scope" in ('general', 'dealer'))
);
--> statement-breakpoint
CREATE INDEX "news_active_published_idx" ON "news" USING btree ("active","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);