import { execFileSync } from "node:child_process";
import { Document, Page, Text } from "@react-pdf/renderer";
import { expect, test } from "vitest";
import { pdfFontFamily, renderPdf } from "./pdf-renderer";

test("a PDF set in the bundled font prints Russian text and the rouble sign", async () => {
  const pdf = await renderPdf(
    <Document title="Проверка">
      <Page size="A4" style={{ fontFamily: pdfFontFamily, padding: 40 }}>
        <Text>Genesis GV80, ежемесячный платёж 87 450 ₽</Text>
      </Page>
    </Document>,
  );
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" });
  expect(text.replace(/\s+/g, " ")).toContain("Genesis GV80, ежемесячный платёж 87 450 ₽");
});
