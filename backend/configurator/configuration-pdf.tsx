// The configurator's PDF (GET download/pdf/): one A4 page in Russian — the car drawn in its paint, the
// package and its key equipment, the price breakdown, the finance figures with the program's terms,
// the dealer's requisites and contacts as the options hold them (never made up: docs/decisions/0016),
// the date, and the link back to the same configuration.
import { creditCostRangeLabel, formatCreditCost } from "@contract/credit-cost";
import { Circle, Document, Ellipse, G, Link, Page, Path, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { decimalComma } from "@contract/numbers";
import { guidePriceNote } from "@contract/price-notes";
import { pdfFontFamily } from "../pdf/pdf-renderer";
import type { Configuration } from "./configuration";

const GREY = "#5f6368";
const RULE = "#d5d5d5";
const COPPER = "#a36b4f";

const styles = StyleSheet.create({
  page: {
    fontFamily: pdfFontFamily,
    fontSize: 8.5,
    lineHeight: 1.4,
    color: "#111111",
    paddingTop: 36,
    paddingBottom: 40,
    paddingHorizontal: 42,
  },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    borderBottomWidth: 0.75,
    borderBottomColor: "#111111",
    paddingBottom: 6,
  },
  brand: { fontSize: 15, fontWeight: 700, letterSpacing: 3 },
  muted: { color: GREY },
  title: { fontSize: 18, fontWeight: 700, marginTop: 10, lineHeight: 1.2 },
  subtitle: { fontSize: 10, color: GREY, marginTop: 2 },
  car: { marginTop: 6, marginBottom: 2, alignItems: "center" },
  caption: { textAlign: "center", color: GREY, marginBottom: 8 },
  columns: { flexDirection: "row", justifyContent: "space-between" },
  column: { width: "48.5%" },
  heading: { fontSize: 10, fontWeight: 700, marginTop: 8, marginBottom: 4, color: COPPER },
  row: { flexDirection: "row", justifyContent: "space-between", borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 2 },
  total: { flexDirection: "row", justifyContent: "space-between", paddingTop: 4, fontSize: 11, fontWeight: 700 },
  strong: { fontWeight: 700 },
  note: { fontSize: 7, color: GREY, marginTop: 3 },
  groups: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
  group: { width: "32%", marginBottom: 5 },
  itemText: { flex: 1 },
  groupName: { fontWeight: 700 },
  item: { flexDirection: "row" },
  bullet: { width: 8, color: COPPER },
  url: { fontSize: 6 },
  footer: { marginTop: 10, borderTopWidth: 0.75, borderTopColor: "#111111", paddingTop: 6, fontSize: 7.5, color: GREY },
  link: { color: COPPER },
});

/** The dealer as the options name it; only what is there is printed. */
export type PdfDealer = {
  name?: string;
  address?: string;
  phone?: string;
  email?: string;
  hours?: string;
  inn?: string;
  ogrn?: string;
  kpp?: string;
};

export type ConfigurationPdfProps = { configuration: Configuration; dealer: PdfDealer; link: string; date: Date };

/** How many items of each equipment category the page has room for. */
const itemsPerCategory = 3;

/** "1 234 567 ₽" with plain spaces; kopecks when there are any ("138 465,51 ₽"). */
export function formatRub(value: number): string {
  const kopecks = Math.round(value * 100) % 100;
  const whole = Math.floor(Math.round(value * 100) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return kopecks === 0 ? `${whole} ₽` : `${whole},${String(kopecks).padStart(2, "0")} ₽`;
}

function formatPercent(value: number): string {
  return `${decimalComma(value)} %`;
}

function formatMonths(months: number): string {
  const mod10 = months % 10;
  const mod100 = months % 100;
  const word = mod10 === 1 && mod100 !== 11 ? "месяц" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "месяца" : "месяцев";
  return `${months} ${word}`;
}

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={styles.row}>
      <Text>{props.label}</Text>
      <Text style={props.strong ? styles.strong : {}}>{props.value}</Text>
    </View>
  );
}

/** The car from the side, front to the right, in its paint (a sedan or a crossover body). */
export function PdfCar(props: { hex: string; suv: boolean }) {
  const body = props.suv
    ? "M22,132 C22,100 32,86 60,80 L146,74 C166,38 196,24 256,22 L424,24 C458,26 476,42 496,72 L544,80 C574,86 580,100 580,118 L580,148 C580,156 575,160 568,160 L30,160 C24,160 22,156 22,148 Z"
    : "M22,142 C22,122 34,113 64,109 L172,100 C204,72 244,58 302,56 C352,55 392,63 432,92 L522,102 C562,107 580,118 580,134 L580,150 C580,157 575,160 568,160 L30,160 C24,160 22,156 22,150 Z";
  const glass = props.suv
    ? "M164,73 C182,44 208,32 260,30 L420,32 C446,34 462,48 478,72 Z"
    : "M192,100 C218,76 252,65 302,64 C342,63 376,71 408,94 Z";
  const pillar = props.suv ? "M322,31 L318,73" : "M300,64 L296,99";
  const wheel = props.suv ? 36 : 31;
  const wheels = [134, 470];
  return (
    <Svg width={400} height={137} viewBox="0 0 600 205">
      <Ellipse cx={300} cy={192} rx={280} ry={9} fill="#000000" fillOpacity={0.12} />
      <Path d={body} fill={props.hex} stroke="#6b7075" strokeWidth={1.2} />
      <Path d={glass} fill="#2b3036" stroke="#6b7075" strokeWidth={1} />
      <Path d={pillar} stroke={props.hex} strokeWidth={6} />
      <Path d={props.suv ? "M40,112 L560,108" : "M40,128 L560,124"} stroke="#ffffff" strokeOpacity={0.35} strokeWidth={1.5} />
      {wheels.map((cx) => (
        <G key={cx}>
          <Circle cx={cx} cy={160} r={wheel + 4} fill="#ffffff" />
          <Circle cx={cx} cy={160} r={wheel} fill="#1d1f22" />
          <Circle cx={cx} cy={160} r={wheel * 0.62} fill="#9aa0a6" stroke="#5f6368" strokeWidth={1} />
          <Circle cx={cx} cy={160} r={wheel * 0.16} fill="#3c4043" />
        </G>
      ))}
      <Path d="M566,118 L580,120 L580,128 L568,127 Z" fill="#f1f3f4" />
      <Path d="M24,124 L34,122 L34,130 L24,132 Z" fill="#b3261e" />
    </Svg>
  );
}

/** The whole document. */
export function ConfigurationPdf({ configuration: c, dealer, link, date }: ConfigurationPdfProps) {
  const dateText = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" }).format(
    date,
  );
  const surcharge = (value: number) => (value > 0 ? `+${formatRub(value)}` : "включено");
  const requisites = [dealer.inn && `ИНН ${dealer.inn}`, dealer.kpp && `КПП ${dealer.kpp}`, dealer.ogrn && `ОГРН ${dealer.ogrn}`]
    .filter(Boolean)
    .join(" · ");
  const contacts = [dealer.address, dealer.phone && `тел. ${dealer.phone}`, dealer.email, dealer.hours].filter(Boolean).join(" · ");
  const title = c.model.name;
  return (
    <Document title={`${title} — ${c.pkg.name}`} author={dealer.name ?? "Genesis"} language="ru" creator="Конфигуратор Genesis">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <Text style={styles.brand}>GENESIS</Text>
          <Text style={styles.muted}>
            {dealer.name ? `${dealer.name} · ` : ""}Конфигурация от {dateText}
          </Text>
        </View>
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.subtitle}>
          Комплектация «{c.pkg.name}» · {c.pkg.engine}, {c.pkg.power} л.с. · {c.pkg.drive.toLowerCase()}
        </Text>
        <View style={styles.car}>
          <PdfCar hex={c.exterior.hex} suv={c.model.suv} />
        </View>
        <Text style={styles.caption}>
          Цвет кузова «{c.exterior.name}» · салон «{c.interior.name}»
        </Text>

        <View style={styles.columns}>
          <View style={styles.column}>
            <Text style={styles.heading}>Стоимость</Text>
            <Row label={`Комплектация «${c.pkg.name}»`} value={formatRub(c.pkg.priceRub)} />
            <Row label={`Цвет кузова «${c.exterior.name}»`} value={surcharge(c.exterior.priceRub)} />
            <Row label={`Салон «${c.interior.name}»`} value={surcharge(c.interior.priceRub)} />
            <View style={styles.total}>
              {/* A guide price is called one here as on every page (contract/model-price.ts). */}
              <Text>{c.pkg.priceIndicative ? "Ориентировочная цена" : "Итого"}</Text>
              <Text>{formatRub(c.totalRub)}</Text>
            </View>
            <Text style={styles.note}>{c.pkg.priceIndicative ? guidePriceNote : "Максимальная рекомендованная розничная цена."}</Text>
            <Text style={styles.heading}>Технические характеристики</Text>
            <Row label="Двигатель" value={c.pkg.engine} />
            <Row label="Мощность" value={`${c.pkg.power} л.с.`} />
            <Row label="Крутящий момент" value={`${c.pkg.torque} Н·м`} />
            <Row label="Коробка передач" value={c.pkg.transmission} />
            <Row label="Привод" value={c.pkg.drive} />
            <Row label="Разгон 0–100 км/ч" value={`${decimalComma(c.pkg.acceleration)} с`} />
            <Row label="Расход, смешанный цикл" value={`${decimalComma(c.pkg.fuelConsumption)} л/100 км`} />
          </View>
          <View style={styles.column}>
            <Text style={styles.heading}>Финансирование</Text>
            {c.finance ? (
              <>
                <Row label="Программа" value={c.finance.programName} />
                <Row label="Кредитор" value={c.finance.lender} />
                <Row label="Ставка" value={formatPercent(c.finance.rate)} />
                {/* The full cost of credit in the rate's own type (38-ФЗ art. 28; docs/decisions/0097). */}
                <Row label="Полная стоимость кредита (ПСК)" value={`${formatCreditCost(c.finance.creditCost)} годовых`} />
                <Row label="ПСК программы" value={creditCostRangeLabel(c.finance.costRange).replace(/^ПСК /, "")} />
                <Row label="Срок" value={formatMonths(c.finance.term)} />
                <Row label={`Первоначальный взнос (${formatPercent(c.finance.prepayPercent)})`} value={formatRub(c.finance.prepay)} />
                <Row label="Сумма кредита" value={formatRub(c.finance.credit)} />
                {c.finance.residual > 0 ? <Row label="Остаточный платёж в конце срока" value={formatRub(c.finance.residual)} /> : null}
                <View style={styles.total}>
                  <Text>Ежемесячный платёж</Text>
                  <Text>{formatRub(c.finance.monthlyPayment)}</Text>
                </View>
                <Text style={styles.note}>
                  Предварительный расчёт по аннуитетной формуле. Окончательные условия и решение о кредите — за банком.
                </Text>
              </>
            ) : (
              <Text>Покупка без кредита. Менеджер рассчитает кредит, лизинг или трейд-ин по вашему запросу.</Text>
            )}
          </View>
        </View>

        <Text style={styles.heading}>Ключевое оборудование</Text>
        <View style={styles.groups}>
          {c.pkg.equipment.map((group) => (
            <View key={group.category} style={styles.group} wrap={false}>
              <Text style={styles.groupName}>{group.category}</Text>
              {group.items.slice(0, itemsPerCategory).map((item) => (
                <View key={item} style={styles.item}>
                  <Text style={styles.bullet}>•</Text>
                  <Text style={styles.itemText}>{item}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>

        <View style={styles.footer} wrap={false}>
          <Link src={link} style={styles.link}>
            Открыть эту конфигурацию на сайте
          </Link>
          <Text style={styles.url}>{link}</Text>
          {dealer.name || contacts ? <Text>{[dealer.name, contacts].filter(Boolean).join(" · ")}</Text> : null}
          {requisites ? <Text>{requisites}</Text> : null}
          <Text>Информация носит справочный характер и не является публичной офертой.</Text>
        </View>
      </Page>
    </Document>
  );
}
