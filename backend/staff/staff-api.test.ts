import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { staffMessages, type InboxPage, type LeadDetail, type StaffSession } from "@contract/staff";
import { createBackendRouter } from "../http/router";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { queryRows } from "../leads/lead-queries";
import { leads } from "../leads/schema";
import { toMoscowDay } from "../http/clock";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { filterCondition } from "./lead-filter";
import { anonymiseExpiredLeads } from "./retention-job";
import { staffClient } from "./staff-api.test-helpers";
import { addStaffAccount, disableStaffAccount, signInAccountLimit, signInClientLimit } from "./staff-auth";

const password = "верный-пароль-2026";
const xss = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const clock = createTestClock("2026-11-21T12:00:00+03:00");
  let retried = 0;
  const base = () => server?.url ?? "";
  const api = () => staffClient(base());
  const db = () => ctx.database().db;

  beforeAll(async () => {
    server = await startTestServer(
      createBackendRouter({ db: db(), now: clock.now, limits: false, staff: { onRetry: () => (retried += 1), exportBatchRows: 2 } }),
      "/dealer",
      { trustProxy: "loopback" },
    );
    await addStaffAccount(db(), "Manager@Genesis-Khimki.ru", password);
    await addStaffAccount(db(), "second@genesis-khimki.ru", password);
  });
  afterAll(() => server?.close());

  const sendLead = async (kind: "test-drive" | "service" | "order" | "trade-in", overrides: Record<string, unknown> = {}) => {
    const response = await postJson(`${base()}${pathOf(kind)}`, leadBody(kind, overrides));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const accessRows = (action: string) =>
    queryRows<{ staff_email: string; lead_id: string | null; detail: Record<string, unknown> }>(
      db(),
      sql`select staff_email, lead_id, detail from personal_data_access where action = ${action} order by id`,
    );

  describe("sign-in and sessions", () => {
    test("the right e-mail (any case) and password open a session; the API then knows who it is", async () => {
      const session = await api().signIn("  MANAGER@genesis-khimki.ru ", password);
      expect(session.email).toBe("manager@genesis-khimki.ru");
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await api().call("/v1/staff/me", { token: session.token });
      expect(me.status).toBe(200);
      expect(me.headers.get("cache-control")).toBe("no-store");
      expect(me.headers.get("x-robots-tag")).toContain("noindex");
      expect(me.body.data).toEqual({ email: "manager@genesis-khimki.ru", role: "admin", csrfToken: session.csrfToken });
      // Only a hash of the token is stored.
      const stored = await queryRows<{ token_hash: string }>(db(), sql`select token_hash from staff_sessions`);
      expect(stored.map((r) => r.token_hash)).not.toContain(session.token);
    });

    test("a wrong password and an unknown e-mail get the same 401 with no hint", async () => {
      const wrong = await api().call("/v1/staff/session", {
        json: { email: "manager@genesis-khimki.ru", password: "не-тот-пароль-123" },
        ip: "10.0.1.1",
      });
      const unknown = await api().call("/v1/staff/session", {
        json: { email: "nobody@genesis-khimki.ru", password: "не-тот-пароль-123" },
        ip: "10.0.1.1",
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe(staffMessages.signInFailed);
      // A NUL reached the database's text and came back as a 500 with a stack.
      for (const json of [
        { email: "manager\u0000@genesis-khimki.ru", password },
        { email: "manager@genesis-khimki.ru", password: `${password}\u0000` },
      ]) {
        const nul = await api().call("/v1/staff/session", { json, ip: "10.0.1.2" });
        expect([nul.status, nul.body.message]).toEqual([400, staffMessages.signInFields]);
      }
      const empty = await api().call("/v1/staff/session", { json: { email: "", password: "" }, ip: "10.0.1.1" });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(staffMessages.signInFields);
    });

    test(`after ${signInAccountLimit} failures an account is locked for 15 minutes, even with the right password, from any address`, async () => {
      const email = "second@genesis-khimki.ru";
      for (let i = 0; i < signInAccountLimit; i++) {
        const answer = await api().call("/v1/staff/session", { json: { email, password: "неверный-пароль-1" }, ip: `10.2.0.${i}` });
        expect(answer.status).toBe(401);
      }
      const locked = await api().call("/v1/staff/session", { json: { email, password }, ip: "10.2.1.1" });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(staffMessages.tooManyAttempts(15));
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      // An unknown e-mail is limited the same way, so the limit tells nothing either.
      for (let i = 0; i < signInAccountLimit; i++)
        await api().call("/v1/staff/session", { json: { email: "ghost@genesis-khimki.ru", password: "x" }, ip: `10.3.0.${i}` });
      expect(
        (await api().call("/v1/staff/session", { json: { email: "ghost@genesis-khimki.ru", password: "x" }, ip: "10.3.1.1" })).status,
      ).toBe(429);
      clock.set("2026-11-21T12:16:00+03:00");
      try {
        await api().signIn(email, password, "10.2.1.1");
      } finally {
        clock.reset();
      }
    });

    test(`guesses sent all at once get no more than ${signInAccountLimit} password checks`, async () => {
      const email = "burst@genesis-khimki.ru";
      await addStaffAccount(db(), email, password);
      const answers = await Promise.all(
        Array.from({ length: 4 * signInAccountLimit }, (_, i) =>
          api().call("/v1/staff/session", { json: { email, password: `подбор-${i}-пароля` }, ip: `10.4.0.${i}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      // At most the limit are checked; on PostgreSQL the attempts really run side by side, and a burst may
      // count itself whole before any is checked (fewer checks, never more).
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeLessThanOrEqual(signInAccountLimit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4 * signInAccountLimit - checked);
      // Fill the account's failures up to the limit, the burst's checked ones included.
      for (let i = checked; i < signInAccountLimit; i++) {
        expect((await api().call("/v1/staff/session", { json: { email, password: `ещё-${i}` }, ip: `10.4.2.${i}` })).status).toBe(401);
      }
      // The refused ones checked nothing and do not lengthen the lock: it ends 15 minutes after the first.
      expect((await api().call("/v1/staff/session", { json: { email, password }, ip: "10.4.1.1" })).status).toBe(429);
      clock.set("2026-11-21T12:16:00+03:00");
      try {
        await api().signIn(email, password, "10.4.1.1");
      } finally {
        clock.reset();
      }
    });

    test(`after ${signInClientLimit} failures from one address it is refused for every account`, async () => {
      for (let i = 0; i < signInClientLimit; i++) {
        await api().call("/v1/staff/session", {
          json: { email: `guess${i}@genesis-khimki.ru`, password: "подбор-пароля" },
          ip: "10.9.9.9",
        });
      }
      const refused = await api().call("/v1/staff/session", { json: { email: "manager@genesis-khimki.ru", password }, ip: "10.9.9.9" });
      expect(refused.status).toBe(429);
      await api().signIn("manager@genesis-khimki.ru", password, "10.9.9.10");
    });

    test("a session idle for 8 hours is over; one used within 8 hours goes on", async () => {
      const session = await api().signIn("manager@genesis-khimki.ru", password);
      try {
        clock.set("2026-11-21T19:59:00+03:00");
        expect((await api().call("/v1/staff/me", { token: session.token })).status).toBe(200);
        clock.set("2026-11-22T03:58:00+03:00");
        expect((await api().call("/v1/staff/me", { token: session.token })).status).toBe(200);
        clock.set("2026-11-22T11:59:00+03:00");
        const expired = await api().call("/v1/staff/me", { token: session.token });
        expect(expired.status).toBe(401);
        expect(expired.body.message).toBe(staffMessages.signInRequired);
      } finally {
        clock.reset();
      }
    });

    test("sign-out needs the CSRF token and ends the session on the server", async () => {
      const session = await api().signIn("manager@genesis-khimki.ru", password);
      const forged = await api().call("/v1/staff/session/end", { json: {}, token: session.token });
      expect(forged.status).toBe(403);
      expect(forged.body.message).toBe(staffMessages.csrfRejected);
      const wrong = await api().call("/v1/staff/session/end", { json: {}, token: session.token, csrf: "x".repeat(43) });
      expect(wrong.status).toBe(403);
      const out = await api().call("/v1/staff/session/end", { json: {}, token: session.token, csrf: session.csrfToken });
      expect(out.status).toBe(200);
      expect((await api().call("/v1/staff/me", { token: session.token })).status).toBe(401);
    });

    test("disabling an account ends its sessions and refuses its sign-in like a wrong password", async () => {
      await addStaffAccount(db(), "leaving@genesis-khimki.ru", password);
      const session = await api().signIn("leaving@genesis-khimki.ru", password, "10.4.0.1");
      expect(await disableStaffAccount(db(), "LEAVING@genesis-khimki.ru", clock.now())).toBe(true);
      expect((await api().call("/v1/staff/me", { token: session.token })).status).toBe(401);
      const refused = await api().call("/v1/staff/session", { json: { email: "leaving@genesis-khimki.ru", password }, ip: "10.4.0.2" });
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(staffMessages.signInFailed);
      expect(await disableStaffAccount(db(), "nobody@genesis-khimki.ru", clock.now())).toBe(false);
    });

    test("every data endpoint answers a JSON 401 without a session, or with a made-up token", async () => {
      const paths = [
        ["GET", "/v1/staff/me"],
        ["GET", "/v1/staff/leads"],
        ["GET", "/v1/staff/leads/export?format=csv"],
        ["GET", "/v1/staff/leads/00000000-0000-4000-8000-000000000000"],
        ["POST", "/v1/staff/leads/00000000-0000-4000-8000-000000000000/work"],
        ["POST", "/v1/staff/leads/00000000-0000-4000-8000-000000000000/comment"],
        ["POST", "/v1/staff/leads/00000000-0000-4000-8000-000000000000/retry"],
        ["POST", "/v1/staff/leads/00000000-0000-4000-8000-000000000000/erase"],
        ["POST", "/v1/staff/session/end"],
      ] as const;
      for (const [method, path] of paths) {
        for (const token of [undefined, "A".repeat(43)]) {
          const answer = await api().call(path, { method, token, ...(method === "POST" ? { json: {} } : {}) });
          expect(answer.status, `${method} ${path}`).toBe(401);
          expect(answer.headers.get("content-type")).toContain("application/json");
          expect(answer.body).toEqual({ success: false, data: null, message: staffMessages.signInRequired });
        }
      }
    });
  });

  describe("the inbox", () => {
    let session: StaffSession;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      session = await api().signIn("manager@genesis-khimki.ru", password, "10.5.0.1");
      ids.testDrive = await sendLead("test-drive", { name: "Алёна", surname: "Смирнова", phone: "+7 (912) 555-01-01" });
      ids.service = await sendLead("service", { name: "Борис", phone: "8 913 555 02 02" });
      ids.xss = await sendLead("order", {
        surname: xss,
        comment: `=HYPERLINK("http://evil.example","x")`,
        place: "+cmd|' /C calc'!A0",
        page: "/g90.html?<b>x</b>",
      });
      ids.tradeIn = await sendLead("trade-in", { name: "Вера", phone: "+7 (914) 555-03-03", email: "Vera.K@example.ru" });
    });
    const list = async (query = "") => {
      const answer = await api().call(`/v1/staff/leads${query}`, { token: session.token });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data as InboxPage;
    };
    const detail = async (id: string) => {
      const answer = await api().call(`/v1/staff/leads/${id}`, { token: session.token });
      expect(answer.status, answer.body.message).toBe(200);
      return answer.body.data as LeadDetail;
    };

    test("lists every lead newest first with its delivery and work state, and logs who listed", async () => {
      const page = await list();
      const mine = page.leads.filter((l) => Object.values(ids).includes(l.id));
      expect(mine.map((l) => l.id)).toEqual([ids.tradeIn, ids.xss, ids.service, ids.testDrive]);
      expect(mine[0]).toMatchObject({
        type: "trade-in",
        name: "Вера",
        phone: "+79145550303",
        delivery: "queued",
        work: "new",
        erased: false,
        booked: null,
      });
      expect(page.types).toEqual(expect.arrayContaining(["order", "service", "test-drive", "trade-in"]));
      // An order carries its intent, so that a reservation of a car in stock reads as one.
      expect(mine.find((l) => l.id === ids.xss)?.intent).toBe("price");
      const logged = await accessRows("list");
      expect(logged.at(-1)).toMatchObject({ staff_email: "manager@genesis-khimki.ru", lead_id: null, detail: { search: false, page: 1 } });
    });

    test.each([
      ["?q=%00", staffMessages.searchInvalid],
      ["?q=%D0%98%D0%B2%0A%D0%B0%D0%BD", staffMessages.searchInvalid],
      ["?from=2026-13-45", staffMessages.invalidDate],
      ["?from=2026-02-31", staffMessages.invalidDate],
      ["?from=0001-01-01", staffMessages.invalidDate],
      ["?to=9999-12-31", staffMessages.invalidDate],
    ])("a filter %s gets its Russian 400 from the list and the export, not a 500", async (query, message) => {
      const listed = await api().call(`/v1/staff/leads${query}`, { token: session.token });
      expect([listed.status, listed.body.message]).toEqual([400, message]);
      const exported = await api().call(`/v1/staff/leads/export${query}&format=csv`, { token: session.token });
      expect([exported.status, exported.body.message]).toEqual([400, message]);
    });

    test("filters by kind, work state, delivery state and day; searches a name in any case or a phone in any form", async () => {
      // What a caller gives: the surname first, the request number they were shown, their e-mail.
      expect(
        (await list("?q=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0%20%D0%B0%D0%BB%D1%91%D0%BD%D0%B0")).leads.map((l) => l.id),
      ).toEqual([ids.testDrive]);
      expect((await list(`?q=${ids.tradeIn?.slice(0, 8).toUpperCase()}`)).leads.map((l) => l.id)).toEqual([ids.tradeIn]);
      expect((await list(`?q=${ids.tradeIn}`)).leads.map((l) => l.id)).toEqual([ids.tradeIn]);
      // More of the number than its first 8 digits, typed as dictated without the dashes.
      expect((await list(`?q=${ids.tradeIn?.replace(/-/g, "").slice(0, 14)}`)).leads.map((l) => l.id)).toEqual([ids.tradeIn]);
      expect((await list("?q=vera.k%40example.ru")).leads.map((l) => l.id)).toEqual([ids.tradeIn]);
      expect((await list("?q=%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0%20%D0%B1%D0%BE%D1%80%D0%B8%D1%81")).leads).toEqual([]);
      expect((await list("?type=service")).leads.every((l) => l.type === "service")).toBe(true);
      expect((await list("?q=алёна")).leads.map((l) => l.id)).toEqual([ids.testDrive]);
      expect((await list("?q=СМИРНОВА")).leads.map((l) => l.id)).toEqual([ids.testDrive]);
      expect((await list("?q=8%20(913)%20555-02-02")).leads.map((l) => l.id)).toEqual([ids.service]);
      expect((await list("?q=5550303")).leads.map((l) => l.id)).toEqual([ids.tradeIn]);
      // A request number with hex letters is not read as the digits of a phone.
      expect((await list("?q=a5550303")).leads).toEqual([]);
      expect((await list("?q=%25")).leads).toEqual([]);
      // The day the lead came in, by Moscow's clock: the database's clock stamped it, not the test's.
      const today = toMoscowDay(new Date((await detail(ids.tradeIn!)).createdAt));
      expect((await list(`?from=${today}&to=${today}&type=trade-in`)).leads.map((l) => l.id)).toContain(ids.tradeIn);
      expect((await list("?to=2020-01-01")).total).toBe(0);
      expect((await list("?delivery=queued")).leads.map((l) => l.id)).toContain(ids.service);
      expect((await list("?delivery=delivered")).leads.map((l) => l.id)).not.toContain(ids.service);
      const logged = await accessRows("list");
      // The search text (a name or a phone) never goes into the log.
      expect(JSON.stringify(logged)).not.toContain("5550303");
      expect(logged.at(-1)?.detail).toMatchObject({ filter: { delivery: "delivered" } });
      for (const bad of [
        "?work=closed",
        "?from=21.11.2026",
        "?page=0",
        "?type=a&type=b",
        "?sort=name",
        "?from=2026-11-25&to=2026-11-01",
        `?q=${"я".repeat(61)}`,
      ]) {
        const answer = await api().call(`/v1/staff/leads${bad}`, { token: session.token });
        expect(answer.status, bad).toBe(400);
        expect(answer.body.message, bad).toMatch(/[А-Яа-я]/);
      }
    });

    test("a request number is found through the primary key, not by reading every lead (three years of leads answer as fast as a week's)", async () => {
      const plan = await db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        // A number of digits only is also searched as a phone (a scan, by design): take one with a hex letter,
        // as about 98 % of request numbers are (an id whose first 8 hex digits are all digits made this flaky).
        const lettered = Object.values(ids).find((id) => /[a-f]/.test(id.slice(0, 8)));
        expect(lettered).toBeDefined();
        return queryRows<Record<string, unknown>>(
          tx,
          sql`explain (format json) select ${leads.id} from ${leads} where ${filterCondition({ q: (lettered ?? "").slice(0, 8) })}`,
        );
      });
      const text = JSON.stringify(plan);
      expect(text).toContain("leads_pkey");
      expect(text).not.toContain("Seq Scan");
    });

    test("a lead's page shows every field, the consent and the delivery; the view is logged", async () => {
      const lead = await detail(ids.testDrive!);
      expect(lead).toMatchObject({
        type: "test-drive",
        name: "Алёна",
        surname: "Смирнова",
        email: "ivan@mail.ru",
        agree: true,
        consentVersion: "personal-data-2",
        thirdPartiesConsentVersion: "third-parties-1",
        advertisingConsentVersion: null,
        place: "главная страница",
        utm: { source: "yandex", campaign: "g70-winter" },
        details: { preferred_date: leadBody("test-drive").preferred_date, preferred_time: "morning", comment: "Позвоните после обеда" },
        delivery: "queued",
        attempts: 0,
        comments: [],
        deliveryAttempts: [],
      });
      expect(lead.nextAttemptAt).not.toBeNull();
      // The texts the visitor agreed to, as they were (docs/decisions/0100).
      expect(lead.consents?.map((c) => [c.id, c.kind])).toEqual([
        ["personal-data-2", "personal-data"],
        ["third-parties-1", "third-parties"],
      ]);
      expect(lead.consents?.[0]?.text).toContain("1. Цели обработки:");
      expect((await accessRows("view")).at(-1)).toMatchObject({ staff_email: "manager@genesis-khimki.ru", lead_id: ids.testDrive });
      expect((await api().call("/v1/staff/leads/00000000-0000-4000-8000-000000000000", { token: session.token })).status).toBe(404);
      expect((await api().call("/v1/staff/leads/not-an-id", { token: session.token })).status).toBe(404);
    });

    test("the work state changes and comments are added only with the CSRF token", async () => {
      const path = `/v1/staff/leads/${ids.service}`;
      expect((await api().call(`${path}/work`, { json: { state: "done" }, token: session.token })).status).toBe(403);
      expect((await api().call(`${path}/comment`, { json: { body: "Перезвонить" }, token: session.token, csrf: "wrong" })).status).toBe(
        403,
      );
      expect((await detail(ids.service!)).work).toBe("new");
      expect(
        (await api().call(`${path}/work`, { json: { state: "in_progress" }, token: session.token, csrf: session.csrfToken })).status,
      ).toBe(200);
      // A form posts the token as a field.
      const form = new URLSearchParams({ state: "done", csrf: session.csrfToken });
      const posted = await api().call(`${path}/work`, {
        method: "POST",
        body: form,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        token: session.token,
      });
      expect(posted.status).toBe(200);
      expect(
        (await api().call(`${path}/work`, { json: { state: "closed" }, token: session.token, csrf: session.csrfToken })).body.message,
      ).toBe(staffMessages.invalidWorkState);
      expect(
        (
          await api().call(`${path}/comment`, {
            json: { body: "  Клиент приедет в субботу\r\nк 11:00 " },
            token: session.token,
            csrf: session.csrfToken,
          })
        ).status,
      ).toBe(200);
      expect(
        (await api().call(`${path}/comment`, { json: { body: "   " }, token: session.token, csrf: session.csrfToken })).body.message,
      ).toBe(staffMessages.commentRequired);
      const lead = await detail(ids.service!);
      expect(lead.work).toBe("done");
      expect(lead.comments).toEqual([
        expect.objectContaining({ author: "manager@genesis-khimki.ru", body: "Клиент приедет в субботу\nк 11:00" }),
      ]);
      expect((await list("?work=done")).leads.map((l) => l.id)).toContain(ids.service);
    });

    test("a lead says who changed its work state and when; the same state saved again keeps its author and time", async () => {
      const work = (state: string, as: StaffSession) =>
        api().call(`/v1/staff/leads/${ids.tradeIn}/work`, { json: { state }, token: as.token, csrf: as.csrfToken });
      expect(await detail(ids.tradeIn!)).toMatchObject({ work: "new", workUpdatedAt: null, workUpdatedBy: null });
      expect((await work("in_progress", session)).status).toBe(200);
      expect(await detail(ids.tradeIn!)).toMatchObject({
        work: "in_progress",
        workUpdatedAt: "2026-11-21T09:00:00.000Z",
        workUpdatedBy: "manager@genesis-khimki.ru",
      });
      await addStaffAccount(db(), "third@genesis-khimki.ru", password);
      const third = await api().signIn("third@genesis-khimki.ru", password, "10.5.0.3");
      clock.set("2026-11-21T12:30:00+03:00");
      try {
        expect((await work("in_progress", third)).status).toBe(200);
        expect(await detail(ids.tradeIn!)).toMatchObject({
          workUpdatedAt: "2026-11-21T09:00:00.000Z",
          workUpdatedBy: "manager@genesis-khimki.ru",
        });
        expect((await work("done", third)).status).toBe(200);
        expect(await detail(ids.tradeIn!)).toMatchObject({
          work: "done",
          workUpdatedAt: "2026-11-21T09:30:00.000Z",
          workUpdatedBy: "third@genesis-khimki.ru",
        });
        // The inbox's clock keeps the first time it was taken into work, not the last change.
        const page = await list();
        expect(page.leads.find((l) => l.id === ids.tradeIn)?.workedAt).toBe("2026-11-21T09:00:00.000Z");
        expect(page.now).toBe("2026-11-21T09:30:00.000Z");
        expect(page.clock?.days.map((day) => day.key)).toEqual([
          "2026-11-21",
          "2026-11-20",
          "2026-11-19",
          "2026-11-18",
          "2026-11-17",
          "2026-11-16",
          "2026-11-15",
        ]);
      } finally {
        clock.reset();
      }
    });

    test("retry puts a lead that needs attention back in the outbox, due now, and triggers delivery", async () => {
      await db().execute(sql`delete from lead_outbox where lead_id = ${ids.tradeIn}::uuid`);
      await db().execute(
        sql`update leads set status = 'needs_attention', attempts = 12, last_error = 'HTTP 502' where id = ${ids.tradeIn}::uuid`,
      );
      expect((await list("?delivery=needs_attention")).leads.map((l) => l.id)).toContain(ids.tradeIn);
      const before = retried;
      const answer = await api().call(`/v1/staff/leads/${ids.tradeIn}/retry`, { json: {}, token: session.token, csrf: session.csrfToken });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(staffMessages.retryQueued);
      expect(retried).toBe(before + 1);
      const lead = await detail(ids.tradeIn!);
      expect(lead).toMatchObject({ delivery: "retrying", attempts: 12, lastError: "HTTP 502" });
      expect(lead.nextAttemptAt).not.toBeNull();
      await db().execute(sql`update leads set status = 'delivered' where id = ${ids.testDrive}::uuid`);
      const delivered = await api().call(`/v1/staff/leads/${ids.testDrive}/retry`, {
        json: {},
        token: session.token,
        csrf: session.csrfToken,
      });
      expect(delivered.status).toBe(409);
      expect(delivered.body.message).toBe(staffMessages.retryNotNeeded);
    });

    test("the CSV export: UTF-8 BOM, ';', CRLF, Russian labels, quotes, formula injection neutralised, HTML as text; logged", async () => {
      const commented = await api().call(`/v1/staff/leads/${ids.xss}/comment`, {
        json: { body: "Перезвонить после 18:00" },
        token: session.token,
        csrf: session.csrfToken,
      });
      expect(commented.status).toBe(200);
      const response = await fetch(`${base()}/v1/staff/leads/export?format=csv&type=order`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      // Named by Moscow time, as the page shows it (the test's clock stands at 21 November, 12:00 МСК).
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-20261121-12\d{2}\.csv"$/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8").slice(1);
      expect(text.endsWith("\r\n")).toBe(true);
      const lines = text.slice(0, -2).split("\r\n");
      expect(lines[0]).toMatch(/^Номер заявки;Дата и время \(МСК\);Вид заявки;Модель;Имя;Фамилия;Телефон;/);
      const row = lines.find((line) => line.startsWith(ids.xss!));
      expect(row).toBeDefined();
      expect(row).toContain(";Заказ автомобиля;Genesis G90;Иван;");
      // The surname's HTML is kept as text (quoted: it holds a '"'); the phone is escaped since it starts with '+'.
      expect(row).toContain(`;"<script>alert(""x"")</script><img src=x onerror=alert(1)>";`);
      expect(row).toContain(";'+7 (911) 404-11-12;");
      expect(row).toContain(";'+cmd|' /C calc'!A0;");
      // The visitor's comment sits inside the form-data cell, which starts with a label: inert, quoted for its '"'.
      expect(row).toContain(
        `;"Цель запроса: Узнать цену или условия; Комплектация: Premium; Комментарий посетителя: =HYPERLINK(""http://evil.example"",""x"")";`,
      );
      // The staff's comments, each with its day, time (МСК) and author.
      expect(row).toContain(";21.11.2026 12:00 manager@genesis-khimki.ru: Перезвонить после 18:00;");
      expect(lines.every((line) => line.split(";").length >= 20)).toBe(true);
      expect((await accessRows("export")).at(-1)).toMatchObject({
        staff_email: "manager@genesis-khimki.ru",
        detail: { format: "csv", filter: { type: "order" } },
      });
      expect((await api().call("/v1/staff/leads/export?format=pdf", { token: session.token })).body.message).toBe(
        staffMessages.invalidFormat,
      );
      // The city and the dealer by name, as on the lead's page, not by their numbers.
      const drives = await fetch(`${base()}/v1/staff/leads/export?format=csv&type=test-drive`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      const driveRow = (await drives.text()).split("\r\n").find((line) => line.startsWith(ids.testDrive!));
      expect(driveRow).toContain(";Химки;Genesis Химки;");
    });

    test("the XLSX export holds the same rows as plain text cells, a formula-like value escaped", async () => {
      const response = await fetch(`${base()}/v1/staff/leads/export?format=xlsx&type=order`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const { createdAt: created } = await detail(ids.xss!);
      const sheet = workbook.getWorksheet("Заявки");
      expect(sheet?.getRow(1).getCell(1).value).toBe("Номер заявки");
      let found = false;
      sheet?.eachRow((row) => {
        if (row.getCell(1).value !== ids.xss) return;
        found = true;
        expect(row.getCell(6).value).toBe(xss);
        // The phone is the site's own +7 (XXX) XXX-XX-XX in a text cell: shown as it is, no apostrophe.
        expect(row.getCell(7).value).toBe("+7 (911) 404-11-12");
        expect(row.getCell(4).value).toBe("Genesis G90");
        // The time the lead came, a date of Moscow's clock (UTC+3) staff can sort by.
        expect(row.getCell(2).value).toEqual(new Date(Date.parse(created) + 3 * 3_600_000));
        expect(row.getCell(2).numFmt).toBe("dd.mm.yyyy hh:mm");
        expect(row.getCell(10).value).toBe("'+cmd|' /C calc'!A0");
        expect(row.getCell(22).value).toBe("21.11.2026 12:00 manager@genesis-khimki.ru: Перезвонить после 18:00");
        row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
      });
      expect(found).toBe(true);
    });

    test("an export longer than a batch holds every lead once, newest first, leads of the same moment included; the log says how many", async () => {
      // Five leads of one day, three of them at the very same moment: the server reads two at a time.
      const moments = [
        "2020-03-10T09:00:00.123456Z",
        "2020-03-10T09:00:00.123456Z",
        "2020-03-10T09:00:00.123456Z",
        "2020-03-10T08:00:00Z",
        "2020-03-10T10:00:00Z",
      ];
      const made = await queryRows<{ id: string }>(
        db(),
        sql`insert into leads (id, lead_type, name, phone, agree, details, consent_version, utm, created_at)
          select gen_random_uuid(), 'service', 'Пакет', '+79990000000', true, '{}'::jsonb, '2020-01-01', '{}'::jsonb, m::timestamptz
          from unnest(${`{${moments.join(",")}}`}::text[]) m returning id`,
      );
      const expected = await queryRows<{ id: string }>(
        db(),
        sql`select id from leads where id = any(${`{${made.map((r) => r.id).join(",")}}`}::uuid[]) order by created_at desc, id desc`,
      );
      const response = await fetch(`${base()}/v1/staff/leads/export?format=csv&from=2020-03-10&to=2020-03-10`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(response.status).toBe(200);
      const lines = (await response.text()).slice(1).split("\r\n").slice(1, -1);
      expect(lines.map((line) => line.split(";")[0])).toEqual(expected.map((r) => r.id));
      expect((await accessRows("export")).at(-1)).toMatchObject({ detail: { format: "csv", count: 5 } });
    });

    // On PostgreSQL only: PGlite's WebAssembly takes a minute for 50 000 rows and holds the event loop
    // meanwhile (the next test's kept-alive connection was then reset). The batches themselves are
    // tested on both databases by the five-lead export above.
    test.skipIf(ctx.engine === "pglite")(
      "an export of more than 50 000 leads holds them all (the file is sent as it is read)",
      async () => {
        const many = 50_003;
        await db().execute(
          sql`insert into leads (id, lead_type, name, phone, agree, details, consent_version, utm, created_at)
          select gen_random_uuid(), 'trade-in', 'Архив', '+79990000001', true, '{}'::jsonb, '2019-01-01', '{}'::jsonb, '2019-05-01T06:00:00Z'::timestamptz + i * interval '1 second'
          from generate_series(1, ${many}) i`,
        );
        // The site's own batch size, not the two of this file's server.
        const wide = await startTestServer(createBackendRouter({ db: db(), now: clock.now, limits: false }), "/dealer", {
          trustProxy: "loopback",
        });
        try {
          const response = await fetch(`${wide.url}/v1/staff/leads/export?format=csv&type=trade-in&from=2019-05-01&to=2019-05-01`, {
            headers: { Authorization: `Bearer ${session.token}` },
          });
          expect(response.status).toBe(200);
          const text = await response.text();
          expect(text.split("\r\n").length - 2).toBe(many);
          expect((await accessRows("export")).at(-1)).toMatchObject({ detail: { count: many } });
        } finally {
          await wide.close();
          await db().execute(sql`delete from leads where name = 'Архив' and created_at < '2019-05-02'`);
        }
      },
      120_000,
    );

    test("erasure drops name, phone, e-mail, the form's fields and comments, keeps the fact and kind; it is logged and needs the token", async () => {
      const path = `/v1/staff/leads/${ids.service}/erase`;
      // A delivery error of an older release that quoted the address, and with it the lead.
      const quoted = "CRM недоступна: http://crm.test/crm/send-pdf-to-crm/?name=Борис&phone=%2B79145550202";
      await db().execute(sql`update leads set last_error = ${quoted} where id = ${ids.service}::uuid`);
      await db().execute(
        sql`insert into lead_delivery_attempts (lead_id, attempted_at, outcome, error, duration_ms) values (${ids.service}::uuid, now(), 'failed', ${quoted}, 12)`,
      );
      expect((await api().call(path, { json: { confirm: "on" }, token: session.token })).status).toBe(403);
      expect((await api().call(path, { json: {}, token: session.token, csrf: session.csrfToken })).body.message).toBe(
        staffMessages.eraseConfirmRequired,
      );
      const answer = await api().call(path, { json: { confirm: "on" }, token: session.token, csrf: session.csrfToken });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(staffMessages.erased);
      const lead = await detail(ids.service!);
      expect(lead).toMatchObject({
        type: "service",
        model: "gv80",
        name: "",
        surname: null,
        phone: "",
        email: null,
        details: {},
        clientIp: null,
        userAgent: null,
        comments: [],
        erased: true,
        work: "done",
        bookingCancelledAt: null,
      });
      expect(lead.erasedAt).not.toBeNull();
      const [outbox] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from lead_outbox where lead_id = ${ids.service}::uuid`,
      );
      expect(outbox?.n).toBe(0);
      const errors = await queryRows<{ error: string | null }>(
        db(),
        sql`select last_error as error from leads where id = ${ids.service}::uuid union all select error from lead_delivery_attempts where lead_id = ${ids.service}::uuid`,
      );
      expect(errors).toEqual([{ error: null }, { error: null }]);
      expect((await list("?q=Борис")).leads).toEqual([]);
      expect((await api().call(path, { json: { confirm: "on" }, token: session.token, csrf: session.csrfToken })).status).toBe(409);
      expect((await accessRows("erase")).at(-1)).toMatchObject({ staff_email: "manager@genesis-khimki.ru", lead_id: ids.service });
    });

    test("the retention job erases leads older than the period and logs it; younger leads keep their data", async () => {
      const old = await sendLead("test-drive", { name: "Старый" });
      // Aged by the clock the job is given, not the database's: the two need not agree.
      const cameIn = new Date(clock.now().getTime() - 1200 * 86_400_000);
      await db().execute(sql`update leads set created_at = ${cameIn.toISOString()}::timestamptz where id = ${old}::uuid`);
      expect(await anonymiseExpiredLeads(db(), { days: 1095, now: clock.now })).toBeGreaterThanOrEqual(1);
      expect(await detail(old)).toMatchObject({ name: "", phone: "", erased: true });
      expect((await detail(ids.tradeIn!)).name).toBe("Вера");
      expect((await accessRows("retention")).at(-1)?.staff_email).toBe("задача хранения данных");
      expect(await anonymiseExpiredLeads(db(), { days: 1095, now: clock.now })).toBe(0);
    });
  });
});
