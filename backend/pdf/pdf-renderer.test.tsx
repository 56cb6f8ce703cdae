import { execFileSync } from "node:child_process";
import { Document, Page, Text } from "@react-pdf/renderer";
import { expect, test } from "vitest";
import { pdfFontFamily, renderPdf } from "./pdf-renderer";

const pdfText = (pdf: Buffer): string =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");

const onePage = (lines: string[]) => (
  <Document title="Проверка">
    <Page size="A4" style={{ fontFamily: pdfFontFamily, padding: 40 }}>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {lines.map((line) => (
        <Text key={`bold ${line}`} style={{ fontWeight: 700 }}>
          {line}
        </Text>
      ))}
    </Page>
  </Document>
);

// The tests of this file share one process on purpose: the second depends on what the first printed.
test("a PDF set in the bundled font prints Russian text and the rouble sign", async () => {
  const pdf = await renderPdf(onePage(["Сорок ароматных кофе: Ежемесячный платёж 87 450 ₽, АЕСКМОРТХУ аесорху"]));
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfText(pdf)).toContain("Сорок ароматных кофе: Ежемесячный платёж 87 450 ₽, АЕСКМОРТХУ аесорху");
});

test("Latin letters drawn like Cyrillic ones can still be copied after a PDF printed the Cyrillic", async () => {
  const latin = "Genesis Finance, Apple CarPlay, Stop & Go: AECKMOPTXY aecopxy, configurator office";
  const text = pdfText(await renderPdf(onePage([latin])));
  expect(text).toContain(`${latin} ${latin}`);
});
