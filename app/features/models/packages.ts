import type { ModelCode } from "@contract/model";
import type { ModelContent } from "./content/types";
import { getModelContent } from "./model-content";
import type { PackageView } from "./model-format";

/** Packages of a content module with their engines; an unknown engine id is a content bug and throws. */
export function resolvePackages(content: Pick<ModelContent, "code" | "engines" | "packages">): PackageView[] {
  return content.packages.map((pkg) => {
    const engine = content.engines.find((e) => e.id === pkg.engineId);
    if (!engine) throw new Error(`Модель ${content.code}: у комплектации ${pkg.id} нет двигателя ${pkg.engineId}`);
    return { id: pkg.id, name: pkg.name, engine, equipment: pkg.equipment, priceRub: pkg.priceRub, long: pkg.long ?? false };
  });
}

/**
 * Packages of a model for its pages. The content module is the source today; this is the one place
 * to swap in the complectation API (SPEC §7, GET /v1/complectation) when it arrives.
 */
export async function loadModelPackages(code: ModelCode): Promise<PackageView[]> {
  return resolvePackages(getModelContent(code));
}

