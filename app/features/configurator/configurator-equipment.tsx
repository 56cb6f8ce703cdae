import { useEffect, useState } from "react";
import type { Feature, Specification } from "@contract/catalogue";
import type { PackageView } from "~/features/models/model-format";
import { browserServiceBases, createApi, type Api } from "~/lib/api-client";
import type { ConfiguratorModel } from "./configurator-data.server";
import styles from "./configurator.module.css";

// Equipment comes item by item (GET /v1/feature/{id}, /v1/specification/{id}), each id fetched once
// per page life (docs/product.md §4: data loaded once is cached per key and not refetched). Their schemas (and
// zod) are loaded with the first item, never with the page.
let browserApi: Api | undefined;
const features = new Map<number, Promise<Feature | null>>();
const specifications = new Map<number, Promise<Specification | null>>();

function api(): Api {
  browserApi ??= createApi({ requireService: browserServiceBases });
  return browserApi;
}

function loadOnce<T>(cache: Map<number, Promise<T | null>>, id: number, load: () => Promise<T>): Promise<T | null> {
  let entry = cache.get(id);
  if (!entry) {
    // A failed item is left out (and may be asked again later); the rest of the list still shows.
    entry = load().catch(() => {
      cache.delete(id);
      return null;
    });
    cache.set(id, entry);
  }
  return entry;
}

const catalogue = () => import("@contract/catalogue");
const getFeature = (id: number) =>
  loadOnce(features, id, async () => api().get(`/v1/feature/${id}`, { schema: (await catalogue()).featureSchema }));
const getSpecification = (id: number) =>
  loadOnce(specifications, id, async () => api().get(`/v1/specification/${id}`, { schema: (await catalogue()).specificationSchema }));

/** Starts loading a package's equipment (and what the next package adds) before its step is opened. */
export function prefetchEquipment(model: ConfiguratorModel, packageId: string): void {
  const index = model.packages.findIndex((p) => p.id === packageId);
  const next = model.packages[index + 1];
  for (const id of [...(model.equipmentIds[packageId]?.features ?? []), ...(next ? (model.equipmentIds[next.id]?.features ?? []) : [])])
    void getFeature(id);
  for (const id of model.equipmentIds[packageId]?.specifications ?? []) void getSpecification(id);
}

type Loaded = { features: Feature[]; specifications: Specification[]; next: Feature[] };

/** Items grouped by their category, in the order the categories first appear. */
function groupByCategory<T extends { categoryName: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.categoryName, [...(groups.get(item.categoryName) ?? []), item]);
  return [...groups];
}

/**
 * Step 5: the package's equipment and figures by category, what it adds to the previous package and
 * what the next one would add.
 */
export function EquipmentStep(props: { model: ConfiguratorModel; pkg: PackageView }) {
  const { model, pkg } = props;
  const index = model.packages.findIndex((p) => p.id === pkg.id);
  const previous = index > 0 ? model.packages[index - 1] : undefined;
  const next = model.packages[index + 1];
  const ids = model.equipmentIds[pkg.id] ?? { features: [], specifications: [] };
  const previousIds = new Set(previous ? (model.equipmentIds[previous.id]?.features ?? []) : []);
  const nextOnly = next ? (model.equipmentIds[next.id]?.features ?? []).filter((id) => !ids.features.includes(id)) : [];
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | { key: string; failed: true } | null>(null);
  const key = `${model.configuratorCode}/${pkg.id}`;

  useEffect(() => {
    let live = true;
    const present = <T,>(list: (T | null)[]) => list.filter((item): item is T => item !== null);
    Promise.all([
      Promise.all(ids.features.map(getFeature)),
      Promise.all(ids.specifications.map(getSpecification)),
      Promise.all(nextOnly.map(getFeature)),
    ])
      .then(([f, s, n]) => {
        if (!live) return;
        const value = { features: present(f), specifications: present(s), next: present(n) };
        setLoaded(value.features.length === 0 && ids.features.length > 0 ? { key, failed: true } : { key, value });
      })
      .catch(() => live && setLoaded({ key, failed: true }));
    return () => {
      live = false;
    };
    // The ids are derived from the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!loaded || loaded.key !== key) return <p role="status">Загружаем оборудование комплектации «{pkg.name}»…</p>;
  if ("failed" in loaded)
    return <p role="alert">Оборудование сейчас не загрузилось. Вернитесь к этому шагу чуть позже — выбор сохранён в ссылке.</p>;
  const { value } = loaded;
  return (
    <div className={styles.equipment}>
      {previous ? (
        <p className={styles.muted}>
          Отмечено <span className={styles.added}>новое</span> по сравнению с комплектацией «{previous.name}».
        </p>
      ) : null}
      {groupByCategory(value.features).map(([category, items]) => (
        <section key={category} aria-label={category} className={styles.equipmentGroup}>
          <h3>{category}</h3>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                {item.name}
                {previous && !previousIds.has(item.id) ? <span className={styles.added}> новое</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {next && value.next.length > 0 ? (
        <section aria-label={`Что добавит «${next.name}»`} className={styles.equipmentGroup}>
          <h3>В комплектации «{next.name}» добавится</h3>
          <ul>
            {value.next.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {groupByCategory(value.specifications).map(([category, items]) => (
        <section key={category} aria-label={category} className={styles.equipmentGroup}>
          <h3>{category}</h3>
          <dl className={styles.figures}>
            {items.map((item) => (
              <div key={item.id}>
                <dt>{item.name}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
