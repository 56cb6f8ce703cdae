CREATE TABLE "test_drive_hours" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"utc_offset_minutes" integer DEFAULT 180 NOT NULL,
	"slot_minutes" integer NOT NULL,
	"weekday_opens_at" integer,
	"weekday_closes_at" integer,
	"weekend_opens_at" integer,
	"weekend_closes_at" integer,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	CONSTRAINT "test_drive_hours_slot_check" CHECK ("test_drive_hours"."slot_minutes" between 15 and 240),
	CONSTRAINT "test_drive_hours_days_check" CHECK ("test_drive_hours"."days_ahead" between 1 and 60),
	CONSTRAINT "test_drive_hours_weekday_check" CHECK (("test_drive_hours"."weekday_opens_at" is null and "test_drive_hours"."weekday_closes_at" is null) or (0 <= "test_drive_hours"."weekday_opens_at" and "test_drive_hours"."weekday_opens_at" < "test_drive_hours"."weekday_closes_at" and "test_drive_hours"."weekday_closes_at" <= 1440)),
	CONSTRAINT "test_drive_hours_weekend_check" CHECK (("test_drive_hours"."weekend_opens_at" is null and "test_drive_hours"."weekend_closes_at" is null) or (0 <= "test_drive_hours"."weekend_opens_at" and "test_drive_hours"."weekend_opens_at" < "test_drive_hours"."weekend_closes_at" and "test_drive_hours"."weekend_closes_at" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "test_drive_cars" (
	"id" integer PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	CONSTRAINT "test_drive_cars_dealer_model_unique" UNIQUE("dealer_id","model")
);
--> statement-breakpoint
CREATE TABLE "test_drive_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"dealer_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drive_bookings_slot_unique" UNIQUE("dealer_id","car_id","slot_start"),
	CONSTRAINT "test_drive_bookings_lead_unique" UNIQUE("lead_id")
);
--> statement-breakpoint
CREATE TABLE "test_drive_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_drive_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_id" integer NOT NULL,
	"car_id" integer,
	"slot_start" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drive_closures_reason_check" CHECK (char_length("test_drive_closures"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "test_drive_hours" ADD CONSTRAINT "test_drive_hours_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_cars" ADD CONSTRAINT "test_drive_cars_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_car_id_test_drive_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."test_drive_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_closures" ADD CONSTRAINT "test_drive_closures_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_closures" ADD CONSTRAINT "test_drive_closures_car_id_test_drive_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."test_drive_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drive_bookings_dealer_start_idx" ON "test_drive_bookings" USING btree ("dealer_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_closures_slot_unique" ON "test_drive_closures" USING btree ("dealer_id",coalesce("car_id", 0),"slot_start");
