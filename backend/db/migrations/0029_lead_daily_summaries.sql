CREATE TABLE "lead_daily_summaries" (
	"day" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"recipients" integer,
	"sent_at" timestamp with time zone
);
