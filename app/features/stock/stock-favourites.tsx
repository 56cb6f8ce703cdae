// Favourites and compare without an account: kept in this browser's localStorage (docs/decisions/0029).
// They need scripts, so their buttons appear only once the page has come alive; without scripts the
// page offers nothing that would not work.
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { StockCar } from "@contract/stock";
import { formatNumber } from "~/lib/format";
import { stockAskManager, stockColourUnknownValue } from "./stock-labels";
import styles from "./stock.module.css";

/** What a kept car remembers: enough to list and compare it while it is still in stock. */
export type KeptCar = Pick<
  StockCar,
  "id" | "model" | "package" | "modification" | "type" | "year" | "mileage" | "engineType" | "driveType" | "bodyColor" | "price"
> & {
  photo: string | null;
};

/** At most this many cars are compared side by side. */
export const compareLimit = 3;

const keys = { favourites: "genesis-stock-favourites", compare: "genesis-stock-compare" } as const;
type ListName = keyof typeof keys;
const listeners = new Set<() => void>();
const empty: KeptCar[] = [];
const cache = new Map<string, { raw: string | null; list: KeptCar[] }>();

function read(name: ListName): KeptCar[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(keys[name]);
  } catch {
    return empty;
  }
  const cached = cache.get(name);
  if (cached && cached.raw === raw) return cached.list;
  let list: KeptCar[] = empty;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed)
      ? (parsed.filter((item) => item && typeof item === "object" && typeof item.id === "string") as KeptCar[])
      : empty;
  } catch {
    list = empty;
  }
  cache.set(name, { raw, list });
  return list;
}

function write(name: ListName, list: KeptCar[]): void {
  try {
    window.localStorage.setItem(keys[name], JSON.stringify(list));
  } catch {
    // A full or forbidden storage: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The kept cars of one list (empty on the server and before hydration). */
export function useKeptCars(name: ListName): KeptCar[] {
  return useSyncExternalStore(
    subscribe,
    () => read(name),
    () => empty,
  );
}

function keep(car: StockCar): KeptCar {
  const { id, model, package: pkg, modification, type, year, mileage, engineType, driveType, bodyColor, price } = car;
  return {
    id,
    model,
    package: pkg,
    modification,
    type,
    year,
    mileage,
    engineType,
    driveType,
    bodyColor,
    price,
    photo: car.photos[0] ?? null,
  };
}

/** Adds or removes a car; the compare list keeps the latest three. */
export function toggleKept(name: ListName, car: StockCar): void {
  const list = read(name);
  if (list.some((kept) => kept.id === car.id))
    write(
      name,
      list.filter((kept) => kept.id !== car.id),
    );
  else write(name, name === "compare" ? [...list, keep(car)].slice(-compareLimit) : [...list, keep(car)]);
}

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The heart of a car: in or out of the favourites. */
export function FavouriteButton({ car, className }: { car: StockCar; className?: string }) {
  const mounted = useMounted();
  const favourites = useKeptCars("favourites");
  // Until scripts run the button is there but disabled: it holds its place, so nothing shifts when it works.
  const on = mounted && favourites.some((kept) => kept.id === car.id);
  return (
    <button
      type="button"
      className={className}
      disabled={!mounted}
      aria-pressed={on}
      onClick={() => toggleKept("favourites", car)}
      title={on ? "Убрать из избранного" : "В избранное"}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.2 5 6.7 5c2.1 0 3.5 1.2 4.3 2.5h2C13.8 6.2 15.2 5 17.3 5c3.5 0 5.5 3.6 4.2 6.8C19.5 16.4 12 21 12 21z"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      {/* Named with the VIN's end (docs/product.md §9 shows four characters): two cars of one model and package differ in it. */}
      <span className="visually-hidden">{`${car.model}${car.package ? ` ${car.package}` : ""}, VIN …${car.vin}: ${on ? "в избранном" : "добавить в избранное"}`}</span>
    </button>
  );
}

/** Where the comparison is: an anchor on the stock list, there whether or not the browser has cars to compare. */
export const compareHref = "/avto-v-nalicii.html#compare";

/**
 * «Добавить к сравнению» on a car's page, and once the browser compares any car, «Сравнить (N)» to the
 * comparison on the list: without it a pressed button leads nowhere.
 */
export function CompareButton({ car }: { car: StockCar }) {
  const mounted = useMounted();
  const compared = useKeptCars("compare");
  // Disabled until scripts run, in place (see FavouriteButton).
  const on = mounted && compared.some((kept) => kept.id === car.id);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={!mounted}
        aria-pressed={on}
        onClick={() => toggleKept("compare", car)}
      >
        {on ? "В сравнении" : "Добавить к сравнению"}
      </button>
      {mounted && compared.length > 0 ? (
        <Link className="button button--ghost" to={compareHref}>
          Сравнить ({compared.length})
        </Link>
      ) : null}
    </>
  );
}

const rows: [string, (car: KeptCar) => string][] = [
  ["Тип", (c) => c.type],
  ["Комплектация", (c) => c.package ?? "—"],
  ["Двигатель", (c) => [c.engineType ?? stockAskManager, c.modification].filter(Boolean).join(", ")],
  ["Привод", (c) => c.driveType ?? stockAskManager],
  ["Цвет", (c) => c.bodyColor ?? stockColourUnknownValue],
  ["Год выпуска", (c) => (c.year ? String(c.year) : "—")],
  // A car kept before conditions could be unknown has no `condition`: its null mileage meant new.
  ["Пробег", (c) => (c.mileage !== null ? `${formatNumber(c.mileage)} км` : c.type === "новый автомобиль" ? "новый" : stockAskManager)],
  ["Цена", (c) => `${c.price} ₽`],
];

/**
 * The name of each compared car, told apart from the others: «Genesis GV70 Premium 2021», with the
 * price added when another compared car has the same name.
 */
export function comparedCarNames(cars: readonly KeptCar[]): string[] {
  const plain = cars.map((car) => ["Genesis", car.model, car.package, car.year].filter(Boolean).join(" "));
  return plain.map((name, i) => (plain.indexOf(name) !== plain.lastIndexOf(name) ? `${name} за ${cars[i]?.price} ₽` : name));
}

/**
 * The comparison of up to three cars, before the list so «Сравнить (N)» lands on it. Its anchor is in
 * the server's page even while the browser's list is unknown, so the address's #compare has a place
 * to scroll to before the table appears there.
 */
export function ComparedCars() {
  const mounted = useMounted();
  const compared = useKeptCars("compare");
  const names = comparedCarNames(compared);
  return (
    <div id="compare" className={styles.compareAnchor}>
      {mounted && compared.length > 0 ? (
        <section className={styles.compare} aria-labelledby="compare-title">
          <h2 id="compare-title" className={styles.keptTitle}>
            Сравнение автомобилей ({compared.length} из {compareLimit})
          </h2>
          <div className={styles.compareScroll}>
            <table>
              <thead>
                <tr>
                  <td />
                  {compared.map((car, i) => (
                    <th key={car.id} scope="col">
                      <Link to={`/feed/${car.id}.html`}>{names[i]}</Link>
                      <span className={styles.comparePrice}>{car.price} ₽</span>
                      {/* The name says which car goes: every column's button reads «Убрать». */}
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={`Убрать ${names[i]} из сравнения`}
                        onClick={() =>
                          write(
                            "compare",
                            compared.filter((c) => c.id !== car.id),
                          )
                        }
                      >
                        Убрать
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {compared.map((car) => (
                      <td key={car.id}>{value(car)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * «Избранное (N)» and «Сравнить (N)» at the top of the list, to the favourites under it and the
 * comparison over it: on a phone the favourites are two dozen cards down. Each shows once its list
 * has a car; nothing shows before scripts run.
 */
export function KeptCarsLinks() {
  const mounted = useMounted();
  const favourites = useKeptCars("favourites");
  const compared = useKeptCars("compare");
  if (!mounted || (favourites.length === 0 && compared.length === 0)) return null;
  return (
    <ul className={styles.keptLinks} aria-label="Отложенные автомобили">
      {favourites.length > 0 ? (
        <li>
          <a href="#favourites">Избранное ({favourites.length})</a>
        </li>
      ) : null}
      {compared.length > 0 ? (
        <li>
          <a href="#compare">Сравнить ({compared.length})</a>
        </li>
      ) : null}
    </ul>
  );
}

/** The favourites, under the list once scripts run. */
export function FavouriteCars() {
  const mounted = useMounted();
  const favourites = useKeptCars("favourites");
  if (!mounted || favourites.length === 0) return null;
  return (
    <section id="favourites" className={styles.kept} aria-labelledby="favourites-title">
      <h2 id="favourites-title" className={styles.keptTitle}>
        Избранное
      </h2>
      <ul className={styles.keptList}>
        {favourites.map((car) => (
          <li key={car.id}>
            <Link to={`/feed/${car.id}.html`}>
              Genesis {car.model} {car.package ?? ""} — {car.price} ₽
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
