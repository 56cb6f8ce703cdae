import { staffAccountsSchema, staffInviteAnswerSchema, staffMessages, type StaffSession } from "@contract/staff";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createBackendRouter } from "../http/router";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { createTestClock } from "../testing/clock";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { staffClient } from "./staff-api.test-helpers";
import { addStaffAccount } from "./staff-auth";

const password = "достаточно-длинный-пароль";

// Least privilege (issue 36): each role opens its areas of the staff API and no other, on the server.
describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const clock = createTestClock("2026-11-21T12:00:00+03:00");
  const api = () => staffClient(server?.url ?? "");
  const sessions: Record<string, StaffSession> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = ctx.database().db;
    server = await startTestServer(createBackendRouter({ db, now: clock.now, limits: false }), "/dealer", { trustProxy: "loopback" });
    // An account made as before roles existed (no role given) is an admin, as migration 0020 made them.
    await addStaffAccount(db, "boss@genesis-khimki.ru", password);
    for (const role of ["marketing", "sales", "service", "hr"] as const)
      await addStaffAccount(db, `${role}@genesis-khimki.ru`, password, role);
    for (const who of ["boss", "marketing", "sales", "service", "hr"])
      sessions[who] = await api().signIn(`${who}@genesis-khimki.ru`, password, `10.9.0.${Object.keys(sessions).length + 1}`);
    for (const kind of ["test-drive", "service"] as const) {
      const sent = await postJson(`${server.url}${pathOf(kind)}`, leadBody(kind));
      ids[kind] = ((await sent.json()) as { data: { id: string } }).data.id;
    }
  });
  afterAll(() => server?.close());

  const status = async (who: string, path: string, init: { json?: unknown } = {}) =>
    (await api().call(path, { token: sessions[who]?.token, csrf: sessions[who]?.csrfToken, ...init })).status;

  test("an account from before roles is an admin, and the API says each account's role", async () => {
    expect((await api().call("/v1/staff/me", { token: sessions.boss?.token })).body.data).toMatchObject({ role: "admin" });
    expect(sessions.marketing).toMatchObject({ role: "marketing" });
  });

  test("marketing and hr never see a visitor's personal data: the inbox, a lead, the export and the calendar are 403", async () => {
    for (const who of ["marketing", "hr"]) {
      for (const path of [
        "/v1/staff/leads",
        `/v1/staff/leads/${ids["test-drive"]}`,
        "/v1/staff/leads/export?format=csv",
        "/v1/staff/test-drive/bookings?dealer=1&from=2026-11-21&to=2026-11-22",
      ]) {
        const answer = await api().call(path, { token: sessions[who]?.token });
        expect([answer.status, answer.body.message], `${who} ${path}`).toEqual([403, staffMessages.forbidden]);
      }
      expect(await status(who, `/v1/staff/leads/${ids.service}/work`, { json: { state: "done" } })).toBe(403);
    }
  });

  test("sales works the leads and the calendar; an admin does everything", async () => {
    for (const who of ["sales", "boss"]) {
      expect(await status(who, "/v1/staff/leads")).toBe(200);
      expect(await status(who, `/v1/staff/leads/${ids["test-drive"]}`)).toBe(200);
      expect(await status(who, "/v1/staff/test-drive/bookings?dealer=1&from=2026-11-21&to=2026-11-22")).toBe(200);
    }
    expect(await status("sales", "/v1/staff/accounts")).toBe(403);
    expect(await status("boss", "/v1/staff/accounts")).toBe(200);
  });

  test("service sees the service's requests only: its inbox lists them, another kind's lead or filter is 403", async () => {
    const inbox = await api().call("/v1/staff/leads", { token: sessions.service?.token });
    expect(inbox.status).toBe(200);
    const types = new Set((inbox.body.data as { leads: Array<{ type: string }> }).leads.map((lead) => lead.type));
    expect([...types]).toEqual(["service"]);
    expect(await status("service", `/v1/staff/leads/${ids.service}`)).toBe(200);
    expect(await status("service", `/v1/staff/leads/${ids["test-drive"]}`)).toBe(403);
    expect(await status("service", `/v1/staff/leads/${ids["test-drive"]}/comment`, { json: { body: "Перезвонил" } })).toBe(403);
    expect(await status("service", "/v1/staff/leads?type=test-drive")).toBe(403);
    expect(await status("service", "/v1/staff/test-drive/bookings?dealer=1&from=2026-11-21&to=2026-11-22")).toBe(403);
  });

  test("an admin invites a person with a role; the link sets their password once and signs them in with that role", async () => {
    const invited = await api().call("/v1/staff/accounts/invite", {
      token: sessions.boss?.token,
      csrf: sessions.boss?.csrfToken,
      json: { email: " New.Editor@Genesis-Khimki.ru ", role: "marketing" },
    });
    expect(invited.status, invited.body.message).toBe(200);
    const { token, email } = staffInviteAnswerSchema.parse(invited.body.data);
    expect(email).toBe("new.editor@genesis-khimki.ru");
    const listed = staffAccountsSchema.parse((await api().call("/v1/staff/accounts", { token: sessions.boss?.token })).body.data);
    expect(listed.invites).toContainEqual(expect.objectContaining({ email, role: "marketing", invitedBy: "boss@genesis-khimki.ru" }));
    expect((await api().call(`/v1/staff/invites/${token}`)).body.data).toEqual({ email, role: "marketing" });
    const weak = await api().call(`/v1/staff/invites/${token}/accept`, { json: { password: "короткий" } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/не короче/);
    const accepted = await api().call(`/v1/staff/invites/${token}/accept`, { json: { password } });
    expect(accepted.status, accepted.body.message).toBe(200);
    const session = accepted.body.data as StaffSession;
    expect(session).toMatchObject({ email, role: "marketing" });
    expect((await api().call("/v1/staff/leads", { token: session.token })).status).toBe(403);
    // Used once.
    expect((await api().call(`/v1/staff/invites/${token}/accept`, { json: { password } })).status).toBe(404);
    expect((await api().call(`/v1/staff/invites/${token}`)).body.message).toBe(staffMessages.inviteInvalid);
    // An address with an account is given a new role instead.
    const again = await api().call("/v1/staff/accounts/invite", {
      token: sessions.boss?.token,
      csrf: sessions.boss?.csrfToken,
      json: { email, role: "hr" },
    });
    expect([again.status, again.body.message]).toEqual([409, staffMessages.accountExists]);
  });

  test("an invitation's link stops working after a week", async () => {
    const invited = await api().call("/v1/staff/accounts/invite", {
      token: sessions.boss?.token,
      csrf: sessions.boss?.csrfToken,
      json: { email: "late@genesis-khimki.ru", role: "hr" },
    });
    const { token } = staffInviteAnswerSchema.parse(invited.body.data);
    clock.set("2026-11-28T12:00:01+03:00");
    try {
      expect((await api().call(`/v1/staff/invites/${token}/accept`, { json: { password } })).status).toBe(404);
    } finally {
      clock.reset();
    }
  });

  test("an admin changes another's role and disables an account (its sessions end), never their own", async () => {
    const accounts = staffAccountsSchema.parse(
      (await api().call("/v1/staff/accounts", { token: sessions.boss?.token })).body.data,
    ).accounts;
    const id = (email: string) => accounts.find((account) => account.email === email)?.id ?? "";
    const boss = { token: sessions.boss?.token, csrf: sessions.boss?.csrfToken };
    expect((await api().call(`/v1/staff/accounts/${id("hr@genesis-khimki.ru")}/role`, { ...boss, json: { role: "sales" } })).status).toBe(
      200,
    );
    expect(await status("hr", "/v1/staff/leads")).toBe(200);
    expect((await api().call(`/v1/staff/accounts/${id("hr@genesis-khimki.ru")}/role`, { ...boss, json: { role: "owner" } })).status).toBe(
      400,
    );
    const own = await api().call(`/v1/staff/accounts/${id("boss@genesis-khimki.ru")}/role`, { ...boss, json: { role: "sales" } });
    expect([own.status, own.body.message]).toEqual([409, staffMessages.ownRole]);
    expect((await api().call(`/v1/staff/accounts/${id("boss@genesis-khimki.ru")}/disable`, { ...boss, json: {} })).status).toBe(409);
    expect((await api().call(`/v1/staff/accounts/${id("hr@genesis-khimki.ru")}/disable`, { ...boss, json: {} })).status).toBe(200);
    expect(await status("hr", "/v1/staff/me")).toBe(401);
    expect((await api().call(`/v1/staff/accounts/${id("hr@genesis-khimki.ru")}/enable`, { ...boss, json: {} })).status).toBe(200);
    // Another admin's session is needed for the role change to be refused by role, not by its own id.
    expect(
      (
        await api().call(`/v1/staff/accounts/${id("boss@genesis-khimki.ru")}/role`, {
          token: sessions.marketing?.token,
          csrf: sessions.marketing?.csrfToken,
          json: { role: "sales" },
        })
      ).status,
    ).toBe(403);
  });
});
