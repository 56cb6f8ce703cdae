import { notificationMessages, notificationSettingsSchema } from "@contract/notifications";
import { leadDetailSchema, staffMessages, type StaffSession } from "@contract/staff";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createBackendRouter } from "../http/router";
import { leadBody, pathOf, postJson } from "../leads/lead-bodies.test-helpers";
import { staffClient } from "../staff/staff-api.test-helpers";
import { addStaffAccount } from "../staff/staff-auth";
import { describeEachDatabase } from "../testing/databases";
import { startTestServer, type TestServer } from "../testing/http-server";
import { seedRecipients, seededBy } from "./recipients";

const password = "достаточно-длинный-пароль";

// The recipients' API (admins only) and what a lead's page says of its notifications.
describeEachDatabase((ctx) => {
  let server: TestServer | undefined;
  const api = () => staffClient(server?.url ?? "");
  const sessions: Record<string, StaffSession> = {};
  const as = (who: string, path: string, json?: unknown) =>
    api().call(path, { token: sessions[who]?.token, csrf: sessions[who]?.csrfToken, ...(json === undefined ? {} : { json }) });

  beforeAll(async () => {
    const db = ctx.database().db;
    server = await startTestServer(
      createBackendRouter({
        db,
        limits: false,
        staff: { notifications: { channels: { email: true, telegram: false }, escalationMinutes: 15 } },
      }),
      "/dealer",
      { trustProxy: "loopback" },
    );
    await addStaffAccount(db, "admin@genesis-khimki.ru", password, "admin");
    await addStaffAccount(db, "sales@genesis-khimki.ru", password, "sales");
    sessions.admin = await api().signIn("admin@genesis-khimki.ru", password, "10.8.0.1");
    sessions.sales = await api().signIn("sales@genesis-khimki.ru", password, "10.8.0.2");
  });
  afterAll(() => server?.close());

  test("the environment seeds the recipients once, only into an empty table; the page lists them with the channels' state", async () => {
    const db = ctx.database().db;
    expect(await seedRecipients(db, { emails: ["Desk@Genesis-Khimki.ru"], chatIds: ["-100200300"] })).toBe(2);
    expect(await seedRecipients(db, { emails: ["other@genesis-khimki.ru"], chatIds: [] })).toBe(0);
    const answer = await as("admin", "/v1/staff/notifications");
    const settings = notificationSettingsSchema.parse(answer.body.data);
    expect(settings.channels).toEqual({ email: true, telegram: false });
    expect(settings.escalationMinutes).toBe(15);
    expect(
      settings.recipients.map(({ channel, address, includePersonal, escalations, enabled, updatedBy }) => ({
        channel,
        address,
        includePersonal,
        escalations,
        enabled,
        updatedBy,
      })),
    ).toEqual([
      {
        channel: "email",
        address: "desk@genesis-khimki.ru",
        includePersonal: false,
        escalations: true,
        enabled: true,
        updatedBy: seededBy,
      },
      { channel: "telegram", address: "-100200300", includePersonal: false, escalations: true, enabled: true, updatedBy: seededBy },
    ]);
  });

  test("an admin adds, changes and removes a recipient; the refusals are in Russian; sales may not", async () => {
    const recipient = { channel: "email", address: "g.orlova@genesis-khimki.ru", leadTypes: ["service"], includePersonal: true };
    expect((await as("sales", "/v1/staff/notifications")).status).toBe(403);
    expect(await as("sales", "/v1/staff/notifications/recipients", recipient)).toMatchObject({
      status: 403,
      body: { message: staffMessages.forbidden },
    });
    expect(await as("admin", "/v1/staff/notifications/recipients", { ...recipient, address: "орлова" })).toMatchObject({
      status: 400,
      body: { message: notificationMessages.emailInvalid },
    });
    expect(await as("admin", "/v1/staff/notifications/recipients", { ...recipient, channel: "telegram", address: "@sales" })).toMatchObject(
      {
        status: 400,
        body: { message: notificationMessages.chatInvalid },
      },
    );
    expect(await as("admin", "/v1/staff/notifications/recipients", { ...recipient, leadTypes: [] })).toMatchObject({
      status: 400,
      body: { message: notificationMessages.leadTypesRequired },
    });
    const added = await as("admin", "/v1/staff/notifications/recipients", recipient);
    expect(added).toMatchObject({ status: 200, body: { message: notificationMessages.added } });
    expect(await as("admin", "/v1/staff/notifications/recipients", recipient)).toMatchObject({
      status: 409,
      body: { message: notificationMessages.duplicate },
    });
    const id = (added.body.data as { id: string }).id;
    expect(
      await as("admin", `/v1/staff/notifications/recipients/${id}`, { ...recipient, leadTypes: ["service", "order"], enabled: "" }),
    ).toMatchObject({
      status: 200,
      body: { message: notificationMessages.saved },
    });
    const listed = notificationSettingsSchema.parse((await as("admin", "/v1/staff/notifications")).body.data);
    expect(listed.recipients.find((one) => one.id === id)).toMatchObject({
      leadTypes: ["service", "order"],
      includePersonal: true,
      enabled: false,
      updatedBy: "admin@genesis-khimki.ru",
    });
    expect(await as("admin", `/v1/staff/notifications/recipients/${id}/delete`, {})).toMatchObject({ status: 200 });
    expect(await as("admin", `/v1/staff/notifications/recipients/${id}/delete`, {})).toMatchObject({
      status: 404,
      body: { message: notificationMessages.notFound },
    });
  });

  test("a lead's page lists its messages and who first opened it; a second opening keeps the first", async () => {
    const sent = await postJson(`${server?.url}${pathOf("test-drive")}`, leadBody("test-drive"));
    const id = ((await sent.json()) as { data: { id: string } }).data.id;
    const first = leadDetailSchema.parse((await as("sales", `/v1/staff/leads/${id}`)).body.data);
    expect(first.firstOpenedBy).toBe("sales@genesis-khimki.ru");
    expect(first.notifications?.map(({ channel, address, reason, status }) => ({ channel, address, reason, status }))).toEqual([
      { channel: "email", address: "desk@genesis-khimki.ru", reason: "new", status: "pending" },
      { channel: "telegram", address: "-100200300", reason: "new", status: "pending" },
    ]);
    const again = leadDetailSchema.parse((await as("admin", `/v1/staff/leads/${id}`)).body.data);
    expect([again.firstOpenedBy, again.firstOpenedAt]).toEqual([first.firstOpenedBy, first.firstOpenedAt]);
    // Nothing of it was refused: there is nothing to send again.
    expect(await as("sales", `/v1/staff/leads/${id}/notify-again`, {})).toMatchObject({
      status: 409,
      body: { message: notificationMessages.nothingToResend },
    });
  });
});
