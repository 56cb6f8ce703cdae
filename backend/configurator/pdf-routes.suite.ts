import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { configuratorDataSchema, type ConfiguratorData } from "@contract/configurator";
import { pdfMessages } from "@contract/configurator-pdf";
import { creditProgramListSchema } from "@contract/credit-program";
import { creditQuote } from "@contract/credit";
import { envelopeSchema } from "@contract/envelope";
import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import type { Db } from "../db/database";
import { claimDueLeads } from "../leads/outbox-queries";
import { queryRows } from "../leads/lead-queries";
import { leadBody } from "../leads/lead-bodies.test-helpers";
import type { RouteSuiteContext } from "../testing/route-suite";
import { formatRub } from "./configuration-pdf";

type Deps = { db(): Db; url(): string };

/** GET download/pdf/ and download/pdf/{file}, and the configurator's lead, on the backend router. */
export function configuratorPdfSuite(api: RouteSuiteContext, deps: Deps): void {
  const catalogue = async (): Promise<ConfiguratorData> =>
    envelopeSchema(configuratorDataSchema).parse((await api.request("/configurator/json-data")).body).data;
  const programs = async () => envelopeSchema(creditProgramListSchema).parse((await api.request("/v1/credit-program")).body).data;
  const count = async (table: "configurator_pdfs" | "leads") =>
    Number((await queryRows<{ n: number }>(deps.db(), sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);

  /** A real configuration of a model: its most expensive package, last paint and last trim. */
  const configurationOf = async (modelCode: string) => {
    const data = await catalogue();
    const model = data.model.find((m) => m.code === modelCode);
    const pkg = data.package.filter((p) => p.modelCode === modelCode).at(-1);
    const paint = data.colorExterior.filter((c) => c.modelCode === modelCode).at(-1);
    const trim = data.colorInterior.filter((c) => c.modelCode === modelCode).at(-1);
    if (!model || !pkg || !paint || !trim) throw new Error(`no configuration of ${modelCode} in the seed`);
    return { model, pkg, paint, trim, total: pkg.price + paint.price + trim.price };
  };
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  test("download/pdf/ answers the file name of a real A4 PDF whose text names the car, its price and monthly payment", async () => {
    const c = await configurationOf("gv80");
    const program = (await programs()).find((p) => p.active && p.restcost > 0);
    if (!program) throw new Error("the seed has no residual-payment program");
    const quote = creditQuote(program, c.total, c.total * 0.3, 36);
    if (!quote) throw new Error("the program does not fit the seed's GV80");
    const params = {
      car: c.model.configuratorCode,
      modification: c.pkg.code,
      exterior: c.paint.code,
      interior: c.trim.code,
      program: program.id,
      credit: 36,
      first_pay: Math.round(c.total * 0.3),
    };
    const answer = await api.request(`/download/pdf/?${query(params)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { file } = answer.body as { file: string };
    expect(file).toMatch(/^genesis-gv80-[0-9a-f]{16}\.pdf$/);
    // The same car again is the same file.
    expect((await api.request(`/download/pdf/?${query({ ...params, packet: "что угодно" })}`)).body).toEqual({ file });

    const pdf = await fetch(`${deps.url()}/download/pdf/${file}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeLessThan(300 * 1024);
    const dir = mkdtempSync(path.join(tmpdir(), "configurator-pdf-"));
    writeFileSync(path.join(dir, file), bytes);
    const info = execFileSync("pdfinfo", [path.join(dir, file)], { encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, file), "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Genesis GV80");
    expect(text).toContain(c.pkg.name);
    expect(text).toContain(c.paint.name);
    expect(text).toContain(c.trim.name);
    expect(text).toContain(formatRub(c.total));
    expect(text).toContain(formatRub(quote.monthlyPayment));
    expect(text).toContain(program.name);
    expect(text).toContain("ИНН 5047128397");
    // The dealer's phone as everywhere on the site, whatever form the options keep it in.
    expect(text).toMatch(/тел\. \+7 \(\d{3}\) \d{3}-\d{2}-\d{2}/);
    expect(text).toContain("/configurator?model=gv80");
  });

  test("download/pdf/ refuses what names nothing of ours with 400 in Russian, storing nothing", async () => {
    const c = await configurationOf("g90");
    const good = { car: "g90", modification: c.pkg.code, exterior: c.paint.code, interior: c.trim.code };
    // The subsidised program is for G70, GV70 and the new G80: a G90 cannot be financed by it.
    const forOtherModels = (await programs()).find((p) => p.active && (p.models ?? []).length > 0 && !p.models?.includes("g90"));
    if (!forOtherModels) throw new Error("the seed has no program for some models only");
    const before = await count("configurator_pdfs");
    const cases: Array<[Record<string, string | number>, string, string]> = [
      [{ ...good, car: "g100" }, "car", pdfMessages.car],
      [{ ...good, modification: "nope" }, "modification", pdfMessages.modification],
      [{ ...good, exterior: "g70-only-paint" }, "exterior", pdfMessages.exterior],
      [{ ...good, interior: "<script>" }, "interior", pdfMessages.interior],
      [{ ...good, program: 999, credit: 36 }, "program", pdfMessages.program],
      [{ ...good, program: forOtherModels.id, credit: 36, first_pay: Math.round(c.total * 0.3) }, "program", pdfMessages.program],
      [{ ...good, first_pay: "много" }, "first_pay", pdfMessages.amount],
      [{ ...good, save: "2" }, "save", pdfMessages.save],
    ];
    for (const [params, field, message] of cases) {
      const answer = await api.request(`/download/pdf/?${query(params)}`);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect((answer.body as { data: { fields: Record<string, string> } }).data.fields[field]).toBe(message);
    }
    // A repeated parameter is not one value.
    expect((await api.request(`/download/pdf/?${query(good)}&car=gv80`)).status).toBe(400);
    expect(await count("configurator_pdfs")).toBe(before);
    const missing = await api.request("/download/pdf/genesis-g90-0000000000000000.pdf");
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toBe(pdfMessages.notFound);
  });

  test("save=0 answers the PDF itself without storing it", async () => {
    const c = await configurationOf("g70");
    const before = await count("configurator_pdfs");
    const answer = await fetch(
      `${deps.url()}/download/pdf/?${query({ car: "g70-fl", modification: c.pkg.code, exterior: c.paint.code, interior: c.trim.code, save: 0 })}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await answer.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(await count("configurator_pdfs")).toBe(before);
  });

  test("the configurator's lead is stored with its outbox row, and the delivery carries the PDF's name as file", async () => {
    const file = "genesis-gv80-00112233445566ff.pdf";
    const answer = await api.request("/v1/request/configurator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(leadBody("configurator", { model: "gv80", file })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = (answer.body as { data: { id: string } }).data.id;
    const claimed = (await claimDueLeads(deps.db(), 500, 1_000)).find((lead) => lead.leadId === id);
    expect(claimed).toMatchObject({ leadType: "configurator", model: "gv80", file, name: "Иван", phone: "+79114041112" });
  });

  test("a configurator lead without a PDF is taken, its file empty (the PDF service was down: ADR 0051)", async () => {
    const answer = await api.request("/v1/request/configurator", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(leadBody("configurator", { file: "" })),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const id = (answer.body as { data: { id: string } }).data.id;
    const claimed = (await claimDueLeads(deps.db(), 500, 1_000)).find((lead) => lead.leadId === id);
    expect(claimed).toMatchObject({ leadType: "configurator", file: null, phone: "+79114041112" });
  });

  test("a configurator lead with a made-up file or bad fields is 400 in Russian and nothing is stored", async () => {
    const before = await count("leads");
    for (const overrides of [{ file: "../../etc/passwd" }, { file: "genesis-gv70.pdf" }, { phone: "12" }, { agree: "" }, { city: "" }]) {
      const answer = await api.request("/v1/request/configurator", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(leadBody("configurator", overrides)),
      });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/[А-Яа-я]/);
    }
    expect(await count("leads")).toBe(before);
  });

  test("the embedded sales system keeps a configurator lead with its file, and refuses one without a name or phone in Russian", async () => {
    const params = {
      lead_id: "cfg-1",
      lead_type: "configurator",
      model: "gv70",
      file: "genesis-gv70-0123456789abcdef.pdf",
      city: "1",
      dealer: "1",
      name: "Анна",
      surname: "",
      phone: "+79114041112",
      email: "",
      agree: "on",
    };
    expect((await api.request(`/crm/send-pdf-to-crm/?${query(params)}`)).body).toEqual({ ResultCode: "Y" });
    const rows = await queryRows<{ file: string; lead_type: string }>(
      deps.db(),
      sql`select file, lead_type from crm_receipts where lead_id = 'cfg-1'`,
    );
    expect(rows).toEqual([{ file: params.file, lead_type: "configurator" }]);
    const refused = await api.request(`/crm/send-pdf-to-crm/?${query({ ...params, lead_id: "cfg-2", phone: "" })}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ResultCode: "N", Message: "Не указаны имя или телефон" });
    expect(await queryRows(deps.db(), sql`select 1 from crm_receipts where lead_id = 'cfg-2'`)).toEqual([]);
  });
}
