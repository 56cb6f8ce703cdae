import { expect, test } from "@playwright/test";
import { legalDocuments } from "../../server/legal/legal-documents";

// The menus and the footer link these files; a visitor clicking one must get the PDF, not the 404 page.
for (const doc of legalDocuments) {
  test(`«${doc.title}» opens as a PDF`, async ({ request }) => {
    const response = await request.get(doc.href);

    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(`inline; filename="${doc.slug}.pdf"`);
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
}
