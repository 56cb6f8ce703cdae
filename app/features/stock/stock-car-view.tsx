import { Link } from "react-router";
import type { StockCar } from "@contract/stock";
import { Lightbox, LightboxTrigger, useLightbox } from "~/components/ui/lightbox";
import { ProgressiveImage } from "~/components/ui/progressive-image";
import { PageHeader } from "~/components/ui/page-header";
import type { LeadResult } from "~/features/leads/lead-result";
import { OrderForm, stockCarIntentLabels } from "~/features/order/order-form";
import { priceRequestLabel } from "~/features/order/order-link";
import { formatDate, formatNumber, formatPrice } from "~/lib/format";
import { stockCarFacts, stockCarHref, stockCarTitle, StockCard, stockPhotoFailed, stockPhotoSources } from "./stock-card";
import type { StockCredit } from "./stock-credit";
import { CompareButton, FavouriteButton } from "./stock-favourites";
import { stockAskManager, stockColourUnknownValue } from "./stock-labels";
import styles from "./stock-car.module.css";
import { decimalComma } from "@contract/numbers";
import { creditCostRangeLabel } from "@contract/credit-cost";
import { CreditConditionsDetails } from "~/features/credit/credit-conditions";

// How wide the gallery's pictures are shown (stock-car.module.css): the first across the gallery, the rest two to a
// row; the lightbox across the screen.
const galleryMainSizes = "(min-width: 1280px) 700px, (min-width: 1024px) 550px, 92vw";
const galleryThumbSizes = "(min-width: 1280px) 345px, (min-width: 1024px) 270px, 46vw";
const lightboxSizes = "100vw";

/**
 * The warranty line of a car's facts: «Действует до 2 сентября 2028», written like every date on the site.
 * Only a car its feed says is new gets the manufacturer's promise; a car of unknown condition has what
 * its feed's date says, or «Уточняйте у менеджера» (docs/decisions/0090).
 */
export function warrantyText(car: StockCar): string {
  if (car.condition === "new") return "Гарантия производителя 5\u00a0лет без ограничения пробега";
  // A day that is no date (an outside stock API's free text) is left out, like a missing one.
  const until = car.warrantyUntil && formatDate(car.warrantyUntil);
  if (!until || until === car.warrantyUntil)
    return car.warrantyDate ? "Действует" : car.condition === "unknown" ? stockAskManager : "Нет данных";
  // The day and its month stay on one line («24 ноября»), as a date on the site should.
  const day = until.replace(" ", "\u00a0");
  return car.warrantyDate ? `Действует до ${day}` : `Закончилась ${day}`;
}

const crumbs = [{ title: "Автомобили в наличии", href: "/avto-v-nalicii.html" }];

/** What a visitor does about a car in stock: reserves it («Забронировать») or asks its terms («Узнать условия»). */
export type StockCarIntent = "reserve" | "price";

// The car's colour and package are fixed: what helps the manager is when to show it and how it is paid for.
const stockCarCommentHint = "Например, когда вам удобно посмотреть автомобиль, нужен ли трейд-ин или кредит";

/** The page of one car: gallery, specifications, price and credit, and the booking/price request. */
export function StockCarView(props: {
  car: StockCar;
  credit: StockCredit | null;
  intent: StockCarIntent;
  serverResult?: LeadResult | null;
}) {
  const { car, credit } = props;
  const title = stockCarTitle(car);
  const lightbox = useLightbox();
  const photoTitle = (i: number) => `${title}, фото ${i + 1}`;
  const specs: [string, string][] = [
    ["Тип", car.type],
    ["Модель", `Genesis ${car.model}`],
    ...(car.package ? [["Комплектация", car.package] as [string, string]] : []),
    ["Двигатель", [car.engineType ?? stockAskManager, car.modification].filter(Boolean).join(", ")],
    ["Привод", car.driveType ?? stockAskManager],
    ["Цвет кузова", car.bodyColor ?? stockColourUnknownValue],
    ...(car.year ? [["Год выпуска", String(car.year)] as [string, string]] : []),
    ...(car.condition !== "new"
      ? [["Пробег", car.mileage !== null ? `${formatNumber(car.mileage)} км` : stockAskManager] as [string, string]]
      : []),
    ["Гарантия", warrantyText(car)],
    ["VIN", `…${car.vin}`],
    [
      "Наличие",
      car.availability ? "В наличии у дилера" : car.condition === "new" ? "В пути к дилеру" : "Забронирован, можно встать в очередь",
    ],
  ];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} lead={stockCarFacts(car).join(" · ")} />
      <div className={`container ${styles.layout}`}>
        <section aria-label="Фотографии" className={styles.gallery}>
          {car.photos.length > 0 ? (
            <ul>
              {car.photos.map((photo, i) => (
                <li key={photo} className={i === 0 ? styles.main : undefined}>
                  <LightboxTrigger title={photoTitle(i)} onOpen={(button) => lightbox.open(i, button)}>
                    <ProgressiveImage
                      {...stockPhotoSources(photo)}
                      sizes={i === 0 ? galleryMainSizes : galleryThumbSizes}
                      alt={photoTitle(i)}
                      width={560}
                      height={420}
                      loading={i === 0 ? "eager" : "lazy"}
                      failed={<span className={styles.photoFailed}>{stockPhotoFailed}</span>}
                    />
                  </LightboxTrigger>
                </li>
              ))}
            </ul>
          ) : (
            <p>Фотографии этого автомобиля покажет менеджер.</p>
          )}
          <Lightbox
            lightbox={lightbox}
            items={car.photos.map((photo, i) => ({ key: photo, title: photoTitle(i) }))}
            renderPicture={(i) =>
              car.photos[i] ? (
                <ProgressiveImage
                  {...stockPhotoSources(car.photos[i])}
                  sizes={lightboxSizes}
                  alt={photoTitle(i)}
                  width={1120}
                  height={840}
                  failed={<span className={styles.photoFailed}>{stockPhotoFailed}</span>}
                />
              ) : null
            }
          />
        </section>
        <section aria-labelledby="car-price" className={styles.summary}>
          <p id="car-price" className={styles.price}>
            {car.price} ₽
          </p>
          {credit ? (
            <p className={styles.credit}>
              <strong>от {formatNumber(credit.monthly)} ₽/мес</strong> в кредит: программа «{credit.program}», первый взнос{" "}
              {credit.prepayPercent} %, {credit.months} мес., ставка {decimalComma(credit.rate)} % годовых,{" "}
              <strong>{creditCostRangeLabel(credit.conditions.cost)}</strong>
              {credit.finalPercent > 0
                ? `, последний платёж ${decimalComma(credit.finalPercent)} % — ${formatPrice(credit.finalPayment)}`
                : ""}
              . Кредитор — {credit.conditions.lender}. Решение о кредите принимает банк.
            </p>
          ) : null}
          {credit ? <CreditConditionsDetails conditions={[credit.conditions]} className={styles.credit} /> : null}
          <p className={styles.disclaimer}>
            Цена указана в рублях с НДС, носит информационный характер и не является публичной офертой. Окончательную цену с учётом
            действующих предложений, трейд-ина и кредита назовёт менеджер отдела продаж.
          </p>
          <div className={styles.buttons}>
            {/* A link to the page itself, so a visitor who first asked the terms gets the form set to reserve. */}
            <Link className="button button--copper" to={`${stockCarHref(car.id)}#car-request`} preventScrollReset>
              Забронировать
            </Link>
            {/* The price is printed above: what is left to ask is the dealer's offer on it. */}
            <Link className="button" to={`${stockCarHref(car.id)}?intent=price#car-request`} preventScrollReset>
              {priceRequestLabel(true)}
            </Link>
            <CompareButton car={car} />
            <FavouriteButton car={car} className={styles.heart} />
          </div>
          <dl className={styles.specs}>
            {specs.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {car.videos.length > 0 ? (
            <div>
              <h2 className={styles.subtitle}>Видео</h2>
              <ul>
                {car.videos.map((video, i) => (
                  <li key={video}>
                    <a href={video} target="_blank" rel="noopener noreferrer">
                      Видеообзор {i + 1} (откроется в новой вкладке)
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>
      <section id="car-request" className={styles.request} aria-labelledby="car-request-title">
        <div className={`container ${styles.requestLayout}`}>
          <div>
            <h2 id="car-request-title">Забронировать или узнать условия</h2>
            <p>
              Менеджер подтвердит, что автомобиль свободен, назовёт цену с учётом действующих предложений и договорится об осмотре и
              тест-драйве. Бронь ни к чему не обязывает.
            </p>
          </div>
          {car.modelCode ? (
            <OrderForm
              // Either button above sets what the form asks: a new form for each, its select is the visitor's until then.
              key={props.intent}
              model={{ code: car.modelCode, fullName: title, homePath: stockCarHref(car.id) }}
              place={`страница автомобиля в наличии ${title}, VIN …${car.vin}`}
              intent={props.intent}
              intents={stockCarIntentLabels}
              commentHint={stockCarCommentHint}
              package={car.package}
              stockCar={car.id}
              serverResult={props.serverResult}
              anchor="car-request"
              successText={(hours) =>
                `Менеджер отдела продаж позвонит вам ${hours}, обычно в течение часа: подтвердит, что ${title} (VIN …${car.vin}) свободен, и назовёт цену с учётом действующих предложений.`
              }
            />
          ) : (
            <p>Позвоните в отдел продаж — менеджер расскажет об этом автомобиле и забронирует его.</p>
          )}
        </div>
      </section>
    </>
  );
}

/** A car that left the feed: «Автомобиль уже продан», and cars like it. */
export function StockSoldView({ similar }: { similar: readonly StockCar[] }) {
  return (
    <>
      <PageHeader
        title="Автомобиль уже продан"
        crumbs={crumbs}
        lead="Этого автомобиля больше нет в наличии: его уже купили или забронировали. Посмотрите похожие — или оставьте заявку, и мы найдём такой же в ближайших поставках."
      />
      <section className="container" aria-labelledby="similar-title">
        <h2 id="similar-title">Похожие автомобили</h2>
        {similar.length > 0 ? (
          <ul className={styles.similar}>
            {similar.map((car) => (
              <li key={car.id}>
                <StockCard car={car} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Сейчас похожих автомобилей нет.</p>
        )}
        <p className={styles.back}>
          <Link className="button" to="/avto-v-nalicii.html">
            Все автомобили в наличии
          </Link>
        </p>
      </section>
    </>
  );
}
