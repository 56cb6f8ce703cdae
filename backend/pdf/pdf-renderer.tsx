// The one place PDFs are rendered: the legal documents the web process serves and the configurator's
// offer the leads API makes both go through it, so fonts and react-pdf's set-up are done once.
import { existsSync } from "node:fs";
import path from "node:path";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { DocumentProps } from "@react-pdf/renderer";

/** The font family every PDF is set in: a full TTF with Cyrillic and ₽. */
export const pdfFontFamily = "DejaVu Sans";

// woff/woff2 subsets and the built-in PDF fonts (Latin-1 only) print Russian text as empty boxes, so
// the TTFs ship in the repo. The process always runs from the repository root.
const fontFiles = {
  regular: path.resolve(process.cwd(), "assets/fonts/DejaVuSans.ttf"),
  bold: path.resolve(process.cwd(), "assets/fonts/DejaVuSans-Bold.ttf"),
};

let registered = false;

function registerFonts(): void {
  if (registered) return;
  for (const file of Object.values(fontFiles)) {
    if (!existsSync(file)) {
      throw new Error(`Не найден шрифт для PDF: ${file}. Процесс должен запускаться из корня репозитория.`);
    }
  }
  Font.register({
    family: pdfFontFamily,
    fonts: [
      { src: fontFiles.regular, fontWeight: 400 },
      { src: fontFiles.bold, fontWeight: 700 },
    ],
  });
  // react-pdf's default hyphenation is English-only and splits Russian words at odd places.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}

/** Renders a react-pdf `<Document>` to bytes; fails with a clear message when a bundled font is missing. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerFonts();
  return renderToBuffer(document);
}
