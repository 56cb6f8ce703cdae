CREATE TABLE "special_offer_models" (
	"offer_id" text NOT NULL,
	"model_code" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "special_offer_models_offer_id_model_code_pk" PRIMARY KEY("offer_id","model_code")
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"short" text NOT NULL,
	"full" text[] NOT NULL,
	"terms" text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"legal" text NOT NULL,
	CONSTRAINT "special_offers_kind_check" CHECK ("special_offers"."kind" in ('credit', 'trade-in', 'service', 'warranty', 'fleet', 'insurance')),
	CONSTRAINT "special_offers_period_check" CHECK ("special_offers"."valid_from" <= "special_offers"."valid_to"),
	CONSTRAINT "special_offers_id_check" CHECK ("special_offers"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "special_offer_models" ADD CONSTRAINT "special_offer_models_offer_id_special_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."special_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offer_models" ADD CONSTRAINT "special_offer_models_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "special_offer_models_model_idx" ON "special_offer_models" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "special_offers_valid_to_idx" ON "special_offers" USING btree ("valid_to","id");