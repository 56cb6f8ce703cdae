import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { searchVectorColumn, weighted } from "../search/search-vector";

// The catalogue: the model menu and what the complectation, feature, specification and configurator
// calls read. Ids are fixed by the seed content, so links between tables and the site's URLs are stable.

/** Model menu items (docs/product.md §3 "Model menu item"); `sort_order` is the menu order. */
export const models = pgTable(
  "models",
  {
    // Ids come from the seed content so that they are the same on every database.
    id: integer("id").primaryKey(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    modelName: text("model_name").notNull(),
    href: text("href").notNull(),
    widthMm: integer("width_mm").notNull(),
    image: text("image").notNull(),
    imageWithShadow: text("image_with_shadow").notNull(),
    priceRub: integer("price_rub"),
    priceComingSoon: boolean("price_coming_soon").notNull().default(false),
    configuratorCode: text("configurator_code").notNull(),
    sortOrder: integer("sort_order").notNull(),
    // Five rows: no index, the vector only spares stemming the name on every query.
    searchVector: searchVectorColumn((): SQL => weighted(models.modelName, "A")),
  },
  (t) => [
    check("models_width_check", sql`${t.widthMm} > 0`),
    // A model without a price must say that its price is coming soon, or the menu shows a blank.
    check("models_price_check", sql`${t.priceRub} is not null or ${t.priceComingSoon}`),
  ],
);

/** Equipment categories (Безопасность, Комфорт, …) in display order. */
export const featureCategories = pgTable("feature_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

/** Items of equipment a package can include; `code` is the content's natural key. */
export const features = pgTable("features", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => featureCategories.id),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

/** Categories of technical figures (Габариты, Двигатель, …) in display order. */
export const specificationCategories = pgTable("specification_categories", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
});

/** One figure of one model version, value as display text ("4 685 мм"). */
export const specifications = pgTable("specifications", {
  id: integer("id").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => specificationCategories.id),
  name: text("name").notNull(),
  value: text("value").notNull(),
  sortOrder: integer("sort_order").notNull(),
});

/** Engine versions of a model with the figures a package shows. */
export const engines = pgTable(
  "engines",
  {
    id: integer("id").primaryKey(),
    modelCode: text("model_code")
      .notNull()
      .references(() => models.code),
    code: text("code").notNull(),
    engine: text("engine").notNull(),
    engineType: text("engine_type").$type<"petrol" | "diesel">().notNull(),
    displacementCc: integer("displacement_cc").notNull(),
    powerHp: integer("power_hp").notNull(),
    torqueNm: integer("torque_nm").notNull(),
    transmission: text("transmission").notNull(),
    drive: text("drive").$type<"Полный привод" | "Задний привод">().notNull(),
    // numeric, not float: 5.8 s must come back as 5.8. mode "number" converts pg's strings once, here.
    accelerationS: numeric("acceleration_s", { precision: 4, scale: 1, mode: "number" }).notNull(),
    fuelConsumption: numeric("fuel_consumption", { precision: 4, scale: 1, mode: "number" }).notNull(),
  },
  (t) => [
    unique("engines_model_code_unique").on(t.modelCode, t.code),
    check("engines_engine_type_check", sql`${t.engineType} in ('petrol', 'diesel')`),
    check("engines_drive_check", sql`${t.drive} in ('Полный привод', 'Задний привод')`),
    check("engines_figures_check", sql`${t.displacementCc} > 0 and ${t.powerHp} > 0 and ${t.torqueNm} > 0`),
  ],
);

/** Packages (complectations); `long` marks the long-wheelbase G90 L. */
export const packages = pgTable(
  "packages",
  {
    id: integer("id").primaryKey(),
    modelCode: text("model_code")
      .notNull()
      .references(() => models.code),
    code: text("code").notNull(),
    engineId: integer("engine_id")
      .notNull()
      .references(() => engines.id),
    name: text("name").notNull(),
    long: boolean("long").notNull().default(false),
    priceRub: integer("price_rub").notNull(),
    priceIndicative: boolean("price_indicative").notNull().default(false),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    unique("packages_model_code_unique").on(t.modelCode, t.code),
    index("packages_model_idx").on(t.modelCode, t.sortOrder),
    check("packages_price_check", sql`${t.priceRub} > 0`),
  ],
);

/** Which features a package includes. */
export const packageFeatures = pgTable(
  "package_features",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => features.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.featureId] })],
);

/** Which figures describe a package. */
export const packageSpecifications = pgTable(
  "package_specifications",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    specificationId: integer("specification_id")
      .notNull()
      .references(() => specifications.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.specificationId] })],
);

/** Paints of a model; `price_rub` is the surcharge. */
export const exteriorColors = pgTable(
  "exterior_colors",
  {
    id: integer("id").primaryKey(),
    modelCode: text("model_code")
      .notNull()
      .references(() => models.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    metallic: boolean("metallic").notNull(),
    priceRub: integer("price_rub").notNull().default(0),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    unique("exterior_colors_model_code_unique").on(t.modelCode, t.code),
    check("exterior_colors_hex_check", sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check("exterior_colors_price_check", sql`${t.priceRub} >= 0`),
  ],
);

/** Interior trims of a model; `price_rub` is the surcharge. */
export const interiorColors = pgTable(
  "interior_colors",
  {
    id: integer("id").primaryKey(),
    modelCode: text("model_code")
      .notNull()
      .references(() => models.code),
    code: text("code").notNull(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    priceRub: integer("price_rub").notNull().default(0),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    unique("interior_colors_model_code_unique").on(t.modelCode, t.code),
    check("interior_colors_hex_check", sql`${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check("interior_colors_price_check", sql`${t.priceRub} >= 0`),
  ],
);
