import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { guidePriceNote } from "@contract/price-notes";
import { renderPdf } from "../pdf/pdf-renderer";
import { ConfigurationPdf } from "./configuration-pdf";
import type { Configuration } from "./configuration";

const configuration = (priceIndicative: boolean): Configuration => ({
  model: { code: "gv80", configuratorCode: "gv80", name: "Genesis GV80", suv: true },
  pkg: {
    code: "premium-2.5t-249",
    name: "Премиум",
    engine: "2.5T",
    power: 249,
    torque: 422,
    drive: "Полный привод",
    transmission: "8АКПП",
    acceleration: 8.2,
    fuelConsumption: 11.2,
    priceRub: 7_490_000,
    priceIndicative,
    equipment: [{ category: "Комфорт", items: ["Подогрев передних сидений"] }],
  },
  exterior: { code: "uyuni-white", name: "Белый Уюни", hex: "#eeeeea", priceRub: 0 },
  interior: { code: "black-nappa", name: "Чёрная кожа наппа", hex: "#1b1b1c", priceRub: 0 },
  totalRub: 7_490_000,
  finance: null,
});

async function pdfText(c: Configuration): Promise<string> {
  const pdf = await renderPdf(
    <ConfigurationPdf
      configuration={c}
      dealer={{ name: "Genesis Химки" }}
      link="http://localhost/configurator?model=gv80"
      date={new Date("2025-03-05T10:00:00Z")}
    />,
  );
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");
}

test("a guide price is printed with the same note as the configurator shows, not as a maximum retail price", async () => {
  const guide = await pdfText(configuration(true));
  expect(guide).toContain(guidePriceNote);
  expect(guide).not.toContain("Максимальная рекомендованная розничная цена");
  expect(await pdfText(configuration(false))).toContain("Максимальная рекомендованная розничная цена");
}, 30_000);

test("a purchase without credit offers the credit, leasing or трейд-ин in Cyrillic, as the site writes it", async () => {
  const text = await pdfText(configuration(false));
  expect(text).toContain("кредит, лизинг или трейд-ин");
  expect(text).not.toMatch(/trade-in/i);
}, 30_000);
