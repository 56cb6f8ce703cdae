import type { ReactNode } from "react";
import { Link } from "react-router";
import { guidePriceNote } from "@contract/price-notes";
import { Sections, type Section } from "~/components/content/sections";
import { PageHeader, type Crumb } from "~/components/ui/page-header";
import { engineLine, priceDisclaimer, type KeyFigure, type PackageView } from "./model-format";
import type { ModelPageHead, ModelRef } from "./model-page-data.server";
import { fullNameIn } from "./model-pages";
import styles from "./model-pages.module.css";
import { PackagePrice } from "./package-price";
import { TestDriveLink, testDriveHref } from "~/features/test-drive/test-drive-link";
import { packageChoiceName } from "~/features/order/order-choice";
import { OrderLink, priceRequestLabel } from "~/features/order/order-link";

/** Breadcrumbs of a model page: Главная / Модели / Genesis G70 / Дизайн. */
function modelCrumbs(model: ModelRef, page: ModelPageHead): Crumb[] {
  const models: Crumb = { title: "Модели", href: "/models.html" };
  return page.kind === "home" ? [models] : [models, { title: model.fullName, href: model.homePath }];
}

/** The page header of a model page. */
export function ModelPageHeader(props: { model: ModelRef; page: ModelPageHead; lead?: ReactNode; children?: ReactNode }) {
  return (
    <PageHeader title={props.page.heading} crumbs={modelCrumbs(props.model, props.page)} lead={props.lead}>
      {props.children}
    </PageHeader>
  );
}

/** The three calls to action of every model: test drive, configurator, cars in stock. */
export function ModelActions({ model }: { model: ModelRef }) {
  return (
    <div className={styles.actions}>
      <TestDriveLink className="button button--copper" place={model.fullName} model={model.code}>
        Записаться на тест-драйв
      </TestDriveLink>
      <Link className="button" to={model.configuratorHref}>
        Собрать в конфигураторе
      </Link>
      <Link className="button button--ghost" to={model.stockHref}>
        Автомобили в наличии
      </Link>
    </div>
  );
}

/** Power, 0–100 and drive in a row of large figures. */
export function KeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Packages as cards: name, engine, price and main equipment; with `order`, a price request and «Заказать» under each. */
export function PackageList({
  packages,
  modelName,
  order,
}: {
  packages: readonly PackageView[];
  modelName: string;
  order?: { model: ModelRef; place: string };
}) {
  return (
    <ul className={styles.packages}>
      {packages.map((pkg) => (
        <li key={pkg.id} className={styles.package}>
          <h3>
            {pkg.name}
            {pkg.long ? <span className={styles.tag}>{modelName} L</span> : null}
          </h3>
          <p className={styles.engine}>{engineLine(pkg.engine)}</p>
          <p className={styles.price}>
            <PackagePrice pkg={pkg} />
          </p>
          <ul className={styles.equipment}>
            {pkg.equipment.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {order ? (
            <PackageOrderActions
              model={order.model}
              place={order.place}
              name={packageChoiceName(pkg, modelName)}
              listPrice={!pkg.priceIndicative}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A package's price request and «Заказать»; a package with its list price printed asks for an offer, not the price. */
function PackageOrderActions(props: { model: ModelRef; place: string; name: string; listPrice: boolean }) {
  const common = {
    model: props.model.code,
    homePath: props.model.homePath,
    package: props.name,
    place: `${props.place}, комплектация ${props.name}`,
    subject: props.name,
  };
  return (
    <div className={styles.packageActions}>
      <OrderLink {...common} intent="price" className="button button--ghost" label={priceRequestLabel(props.listPrice)} />
      <OrderLink {...common} intent="order" className="button" label="Заказать" />
    </div>
  );
}

/** The closing blocks of every model page: the family's other pages and the calls to action. */
export function ModelClosing({ model, page }: { model: ModelRef; page: ModelPageHead }) {
  const sections: Section[] = [
    {
      kind: "links",
      title: `Ещё о ${fullNameIn(model.fullName, "prepositional")}`,
      items: model.pages
        .filter((p) => p.path !== page.path)
        .map((p) => ({ title: p.kind === "home" ? "Обзор модели" : p.title, href: p.path })),
    },
    {
      kind: "cta",
      title: `${model.fullName} в Genesis Химки`,
      text: "Запишитесь на тест-драйв, соберите автомобиль в конфигураторе или выберите из машин в наличии у дилера — менеджеры ответят на вопросы и подберут условия покупки.",
      actions: [
        { label: "Записаться на тест-драйв", href: testDriveHref },
        { label: "Собрать в конфигураторе", href: model.configuratorHref },
        { label: "Автомобили в наличии", href: model.stockHref },
      ],
    },
  ];
  return <Sections sections={sections} />;
}

/**
 * The footnote under the packages' prices: the brand's price disclaimer from the site options under
 * list prices, the guide-price note under guide prices (the disclaimer's «максимальные рекомендованные
 * розничные цены» would contradict «Ориентировочная цена» on the G80's and GV80's cards).
 */
export function PriceNote({
  options,
  packages,
}: {
  options: Record<string, unknown>;
  packages: readonly Pick<PackageView, "priceIndicative">[];
}) {
  const listPrices = packages.some((p) => !p.priceIndicative);
  const guidePrices = packages.some((p) => p.priceIndicative);
  return (
    <>
      {listPrices ? <p className={styles.note}>{priceDisclaimer(options)}</p> : null}
      {guidePrices ? <p className={styles.note}>{guidePriceNote}</p> : null}
    </>
  );
}
