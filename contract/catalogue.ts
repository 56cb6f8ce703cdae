import { z } from "zod";

/** Fuel of an engine: petrol or diesel. */
export const engineTypes = ["petrol", "diesel"] as const;
export type EngineType = (typeof engineTypes)[number];

/** Drive of a package, as the site prints it. */
export const driveTypes = ["Полный привод", "Задний привод"] as const;
export type DriveType = (typeof driveTypes)[number];

/** One item of equipment (GET /v1/feature/{id}) with the category it is listed under. */
export const featureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  description: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

/** One technical figure (GET /v1/specification/{id}); `value` is display text with its unit. */
export const specificationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  value: z.string(),
});
export type Specification = z.infer<typeof specificationSchema>;

/**
 * A package (complectation) of a model: GET /v1/complectation?modelCode=… and the configurator's
 * `package` list. `code` is the package's slug within its model; `long` marks G90 L packages, sent
 * only with `withG90l=1`. Units: displacement cm³, power л.с., torque Н·м, acceleration 0–100 км/ч
 * in seconds, fuelConsumption л/100 км in the combined cycle, price in roubles. `priceIndicative` is
 * true while the model's price is "coming soon": the price is a guide, not a list price.
 */
export const complectationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  modelCode: z.string(),
  name: z.string(),
  long: z.boolean(),
  engine: z.string(),
  engineType: z.enum(engineTypes),
  displacement: z.number().int().positive(),
  power: z.number().int().positive(),
  torque: z.number().int().positive(),
  transmission: z.string(),
  drive: z.enum(driveTypes),
  acceleration: z.number().positive(),
  fuelConsumption: z.number().positive(),
  price: z.number().int().positive(),
  priceIndicative: z.boolean(),
  featureIds: z.array(z.number().int()),
  specificationIds: z.array(z.number().int()),
});
export type Complectation = z.infer<typeof complectationSchema>;
export const complectationListSchema = z.array(complectationSchema);
