import { Link } from "react-router";
import type { StockCar } from "@contract/stock";
import { ProgressiveImage } from "~/components/ui/progressive-image";
import { lowerFirst, upperFirst } from "~/lib/format";
import { webpSources } from "~/lib/picture-sources";
import { FavouriteButton } from "./stock-favourites";
import { stockColourUnknown, stockConditionBadge, stockMileageFact } from "./stock-labels";
import styles from "./stock.module.css";

/** The address of a car's page. */
export function stockCarHref(id: string): string {
  return `/feed/${id}.html`;
}

/** «Genesis GV70 Элит». */
export function stockCarTitle(car: Pick<StockCar, "model" | "package">): string {
  return `Genesis ${car.model}${car.package ? ` ${car.package}` : ""}`;
}

/**
 * The short facts of a car: year, mileage (or «пробег уточняйте» for a used car whose feed gives none),
 * engine and drive when the feed names them, colour (or that the manager will tell it).
 */
export function stockCarFacts(car: StockCar): string[] {
  return [
    car.year ? `${car.year} г.` : null,
    stockMileageFact(car),
    car.engineType,
    car.driveType,
    car.bodyColor ?? stockColourUnknown,
  ].filter((fact): fact is string => fact !== null);
}

/** The car in one sentence, for descriptions: "Новый автомобиль: 2026 г., бензин, полный привод, белый." */
export function stockCarSummary(car: StockCar): string {
  return `${upperFirst(car.type)}: ${stockCarFacts(car).map(lowerFirst).join(", ")}.`;
}

/** What stands in a photo's place when the feed's photo host does not give it. */
export const stockPhotoFailed = "Фото сейчас не загрузилось: его покажет менеджер";

/** A photo that is the site's own drawing (`stockPhotoPath`, the embedded feeds' cars). */
const ownDrawing = /^\/stock-photos\/[a-z0-9-]+\/[a-z-]+\/[0-9a-f]{6}\.svg$/;

/**
 * What an <img> of a car's photo loads: a feed's photo as the feed gives it; the site's own drawing as its WebP
 * copies, so that the browser takes one as wide as the picture is shown and decodes it off the main thread, where an
 * SVG picture is a document the main thread parses, styles, lays out and paints (ADR 0139).
 */
export function stockPhotoSources(photo: string): { src: string; srcSet?: string } {
  return ownDrawing.test(photo) ? webpSources(photo) : { src: photo };
}

// How wide a card's picture is shown (stock.module.css): the column on a phone, a grid cell of about 340 px from 768 px.
const stockCardPictureSizes = "(min-width: 768px) 340px, 92vw";

/** One car of the list: picture, name, facts, price and the favourite heart. */
export function StockCard({ car, eager }: { car: StockCar; eager?: boolean }) {
  const title = stockCarTitle(car);
  const photo = car.photos[0];
  return (
    <article className={styles.card} aria-labelledby={`car-${car.id}`}>
      <div className={styles.cardPicture}>
        {photo ? (
          <ProgressiveImage
            {...stockPhotoSources(photo)}
            sizes={stockCardPictureSizes}
            alt={`${title}, фото`}
            width={560}
            height={420}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            failed={<span className={styles.noPhoto}>{stockPhotoFailed}</span>}
          />
        ) : (
          // A car the feed sent without photos (often one still on its way): said, not an empty box.
          <span className={styles.noPhoto}>Фотографии покажет менеджер</span>
        )}
        <span className={styles.badge}>{stockConditionBadge(car.condition)}</span>
      </div>
      <div className={styles.cardBody}>
        <h3 id={`car-${car.id}`} className={styles.cardTitle}>
          <Link to={stockCarHref(car.id)} className={styles.cardLink}>
            {title}
          </Link>
        </h3>
        {car.modification ? <p className={styles.cardMod}>{car.modification}</p> : null}
        <p className={styles.cardFacts}>{stockCarFacts(car).join(" · ")}</p>
        <p className={styles.cardPrice}>{car.price} ₽</p>
        <p className={car.availability ? styles.inStock : styles.onWay}>
          {car.availability ? "В наличии" : car.condition === "new" ? "В пути" : "Забронирован"}
        </p>
      </div>
      <FavouriteButton car={car} className={styles.heart} />
    </article>
  );
}
