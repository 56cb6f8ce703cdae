CREATE TABLE "engines" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"code" text NOT NULL,
	"engine" text NOT NULL,
	"engine_type" text NOT NULL,
	"displacement_cc" integer NOT NULL,
	"power_hp" integer NOT NULL,
	"torque_nm" integer NOT NULL,
	"transmission" text NOT NULL,
	"drive" text NOT NULL,
	"acceleration_s" numeric(4, 1) NOT NULL,
	"fuel_consumption" numeric(4, 1) NOT NULL,
	CONSTRAINT "engines_model_code_unique" UNIQUE("model_code","code"),
	CONSTRAINT "engines_engine_type_check" CHECK ("engines"."engine_type" in ('petrol', 'diesel')),
	CONSTRAINT "engines_drive_check" CHECK ("engines"."drive" in ('Полный привод', 'Задний привод')),
	CONSTRAINT "engines_figures_check" CHECK ("engines"."displacement_cc" > 0 and "engines"."power_hp" > 0 and "engines"."torque_nm" > 0)
);
--> statement-breakpoint
CREATE TABLE "exterior_colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"metallic" boolean NOT NULL,
	"price_rub" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "exterior_colors_model_code_unique" UNIQUE("model_code","code"),
	CONSTRAINT "exterior_colors_hex_check" CHECK ("exterior_colors"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "exterior_colors_price_check" CHECK ("exterior_colors"."price_rub" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feature_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "feature_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "features_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "interior_colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"price_rub" integer DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "interior_colors_model_code_unique" UNIQUE("model_code","code"),
	CONSTRAINT "interior_colors_hex_check" CHECK ("interior_colors"."hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "interior_colors_price_check" CHECK ("interior_colors"."price_rub" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_features" (
	"package_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "package_features_package_id_feature_id_pk" PRIMARY KEY("package_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "package_specifications" (
	"package_id" integer NOT NULL,
	"specification_id" integer NOT NULL,
	CONSTRAINT "package_specifications_package_id_specification_id_pk" PRIMARY KEY("package_id","specification_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"model_code" text NOT NULL,
	"code" text NOT NULL,
	"engine_id" integer NOT NULL,
	"name" text NOT NULL,
	"long" boolean DEFAULT false NOT NULL,
	"price_rub" integer NOT NULL,
	"price_indicative" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "packages_model_code_unique" UNIQUE("model_code","code"),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_rub" > 0)
);
--> statement-breakpoint
CREATE TABLE "specification_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "specification_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "specifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "credit_program_terms" (
	"program_id" integer NOT NULL,
	"term" integer NOT NULL,
	CONSTRAINT "credit_program_terms_program_id_term_pk" PRIMARY KEY("program_id","term"),
	CONSTRAINT "credit_program_terms_term_check" CHECK ("credit_program_terms"."term" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "credit_programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bank" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"min_credit" integer NOT NULL,
	"max_credit" integer NOT NULL,
	"min_prepay" integer NOT NULL,
	"max_prepay" integer NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"restcost" numeric(5, 2) DEFAULT 0 NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "credit_programs_price_check" CHECK (0 <= "credit_programs"."min_price" and "credit_programs"."min_price" <= "credit_programs"."max_price"),
	CONSTRAINT "credit_programs_credit_check" CHECK (0 <= "credit_programs"."min_credit" and "credit_programs"."min_credit" <= "credit_programs"."max_credit"),
	CONSTRAINT "credit_programs_prepay_check" CHECK (0 <= "credit_programs"."min_prepay" and "credit_programs"."min_prepay" <= "credit_programs"."max_prepay" and "credit_programs"."max_prepay" <= 100),
	CONSTRAINT "credit_programs_rate_check" CHECK ("credit_programs"."rate" >= 0 and "credit_programs"."restcost" >= 0 and "credit_programs"."restcost" < 100)
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"sales_hours" jsonb NOT NULL,
	"service_hours" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"services" jsonb NOT NULL,
	"certified" boolean DEFAULT false NOT NULL,
	"test_drive" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "dealers_certified_check" CHECK ("dealers"."certified" = ("dealers"."services" @> '["certified-used"]'::jsonb))
);
--> statement-breakpoint
CREATE TABLE "page_meta" (
	"route" text PRIMARY KEY NOT NULL,
	"route_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"og_title" text NOT NULL,
	"og_description" text NOT NULL,
	"og_image" text NOT NULL,
	"pattern" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "page_meta_route_id_unique" UNIQUE("route_id")
);
--> statement-breakpoint
ALTER TABLE "engines" ADD CONSTRAINT "engines_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exterior_colors" ADD CONSTRAINT "exterior_colors_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_category_id_feature_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feature_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interior_colors" ADD CONSTRAINT "interior_colors_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_specifications" ADD CONSTRAINT "package_specifications_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_specifications" ADD CONSTRAINT "package_specifications_specification_id_specifications_id_fk" FOREIGN KEY ("specification_id") REFERENCES "public"."specifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_model_code_models_code_fk" FOREIGN KEY ("model_code") REFERENCES "public"."models"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specifications" ADD CONSTRAINT "specifications_category_id_specification_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."specification_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_program_terms" ADD CONSTRAINT "credit_program_terms_program_id_credit_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."credit_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_model_idx" ON "packages" USING btree ("model_code","sort_order");--> statement-breakpoint
CREATE INDEX "dealers_city_idx" ON "dealers" USING btree ("city_id","sort_order");