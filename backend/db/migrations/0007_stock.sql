CREATE TABLE "stock_snapshots" (
	"source" text PRIMARY KEY NOT NULL,
	"cars" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"car_count" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"version" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "stock_departed" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"model_code" text,
	"price_rub" integer NOT NULL,
	"departed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stock_departed_departed_at_idx" ON "stock_departed" USING btree ("departed_at");
