import type { StaffSession } from "@contract/staff";
import type { StaffRole } from "@contract/staff-roles";
import { afterAll, beforeAll } from "vitest";
import type { Clock } from "../http/clock";
import { createBackendRouter } from "../http/router";
import { staffClient } from "../staff/staff-api.test-helpers";
import { addStaffAccount } from "../staff/staff-auth";
import type { DatabaseSuiteContext } from "./databases";
import { startTestServer, type TestServer } from "./http-server";

const password = "достаточно-длинный-пароль";

/**
 * The backend of a staff suite at …/dealer, with one signed-in session per role asked for, each from an
 * address of its own in `network` («10.31.0» → 10.31.0.1, .2 …). Started before the suite's tests, closed after.
 */
export function staffSuite<R extends StaffRole>(ctx: DatabaseSuiteContext, opts: { roles: readonly R[]; network: string; now: Clock }) {
  let server: TestServer | undefined;
  const sessions = {} as Record<R, StaffSession>;
  const url = () => server?.url ?? "";
  const api = () => staffClient(url());
  beforeAll(async () => {
    const db = ctx.database().db;
    server = await startTestServer(createBackendRouter({ db, now: opts.now, limits: false }), "/dealer", { trustProxy: "loopback" });
    for (const [index, role] of opts.roles.entries()) {
      const email = `${role}-${opts.network.replaceAll(".", "-")}@genesis-khimki.ru`;
      await addStaffAccount(db, email, password, role);
      sessions[role] = await api().signIn(email, password, `${opts.network}.${index + 1}`);
    }
  });
  afterAll(() => server?.close());
  return { url, api, sessions };
}
