import type { engines, packageFeatures, packages, packageSpecifications } from "../schema";
import { drive, engineContent, transmission } from "./engines";
import { featureIdOf } from "./features";
import { packageContent } from "./packages";
import { specificationSeed } from "./specifications";

type EngineRow = typeof engines.$inferInsert;
type PackageRow = typeof packages.$inferInsert;
type PackageFeatureRow = typeof packageFeatures.$inferInsert;
type PackageSpecificationRow = typeof packageSpecifications.$inferInsert;

/** Seed rows of the engine versions. */
export const engineSeed: EngineRow[] = engineContent.map((e) => ({
  id: e.id,
  modelCode: e.modelCode,
  code: e.code,
  engine: e.engine,
  engineType: e.engineType,
  displacementCc: e.displacementCc,
  powerHp: e.powerHp,
  torqueNm: e.torqueNm,
  transmission,
  drive,
  accelerationS: e.accelerationS,
  fuelConsumption: e.fuelConsumption,
}));

/** Seed rows of the packages; the order within a model is the price list's. */
export const packageSeed: PackageRow[] = packageContent.map((pkg, index) => ({
  id: pkg.id,
  modelCode: pkg.modelCode,
  code: pkg.code,
  engineId: pkg.engineId,
  name: pkg.name,
  long: pkg.long ?? false,
  priceRub: pkg.priceRub,
  priceIndicative: pkg.priceIndicative ?? false,
  sortOrder: (index + 1) * 10,
}));

/** Seed rows linking packages to their equipment. */
export const packageFeatureSeed: PackageFeatureRow[] = packageContent.flatMap((pkg) =>
  [...new Set(pkg.features)].map((code) => ({ packageId: pkg.id, featureId: featureIdOf(code) })),
);

/** Seed rows linking each package to every figure of its engine version. */
export const packageSpecificationSeed: PackageSpecificationRow[] = packageContent.flatMap((pkg) =>
  specificationSeed
    .filter((spec) => Math.floor(spec.id / 100) === pkg.engineId)
    .map((spec) => ({ packageId: pkg.id, specificationId: spec.id })),
);
