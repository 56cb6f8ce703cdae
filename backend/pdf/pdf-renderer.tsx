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
let glyphsNamed: Promise<void> | null = null;

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

/**
 * fontkit keeps one glyph object per glyph for the life of the process and names it by the characters of
 * its first use. DejaVu draws Cyrillic «а», «с», «Е»… from the Latin glyphs, and a glyph first met as such
 * a part is named by no character at all: every later PDF then carries Latin «a», «c», «E»… that copy,
 * search and screen readers cannot read («Genesis Finance» comes out as «n sis Fin n e»). Asking for
 * every character of both faces once, before the first PDF, names each glyph by its own character.
 */
async function nameEveryGlyph(): Promise<void> {
  for (const fontWeight of [400, 700]) {
    const source = Font.getFont({ fontFamily: pdfFontFamily, fontWeight });
    await source.load();
    const font = source.data;
    if (!font) continue;
    for (const codePoint of font.characterSet) {
      // A ligature («ﬁ») or another compatibility form is left to the layout, which names it by the letters it joins.
      const char = String.fromCodePoint(codePoint);
      if (char.normalize("NFKC") === char) font.glyphForCodePoint(codePoint);
    }
  }
}

/** Renders a react-pdf `<Document>` to bytes; fails with a clear message when a bundled font is missing. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<Buffer> {
  registerFonts();
  glyphsNamed ??= nameEveryGlyph();
  await glyphsNamed;
  return renderToBuffer(document);
}
