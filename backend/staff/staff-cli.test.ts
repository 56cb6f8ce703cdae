import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, pgliteOwnerFile } from "../db/client";
import { createScratchPostgres, postgresSuiteName, requireTestDatabaseUrl, testDatabaseUrl } from "../testing/databases";
import { countSessions, signIn } from "./staff-auth";
import { runStaffCli, type CliIo } from "./staff-cli";

/** An io that records what the CLI said and answers the prompts in turn. */
function recorder(answers: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async (prompt) => {
      prompts.push(prompt);
      return answers.shift() ?? "";
    },
  };
  return { io, out, err, prompts };
}

describe("npm run staff (PGlite on disk)", () => {
  let root = "";
  const env = () => ({ DATA_DIR: root, DATABASE_URL: "" });
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "gtest-staff-cli-"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  test("add takes STAFF_PASSWORD, then the account signs in; add again replaces the password and ends sessions", async () => {
    const first = recorder();
    expect(await runStaffCli(["add", "Boss@Genesis-Khimki.ru"], { ...env(), STAFF_PASSWORD: "первый-пароль-12" }, first.io)).toBe(0);
    expect(first.out).toEqual(["Учётная запись Boss@Genesis-Khimki.ru создана"]);
    expect(first.prompts).toEqual([]);

    const database = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      const session = await signIn(database.db, { email: "boss@genesis-khimki.ru", password: "первый-пароль-12", client: "cli" }, new Date());
      expect(session.ok).toBe(true);
      expect(await countSessions(database.db, "boss@genesis-khimki.ru")).toBe(1);
    } finally {
      await database.close();
    }

    // Typed at the prompt, twice.
    const second = recorder(["второй-пароль-34", "второй-пароль-34"]);
    expect(await runStaffCli(["add", "boss@genesis-khimki.ru"], env(), second.io)).toBe(0);
    expect(second.prompts).toEqual(["Пароль для boss@genesis-khimki.ru: ", "Повторите пароль: "]);
    expect(second.out[0]).toContain("пароль заменён");
    const again = await openDatabase({ dataDir: path.join(root, "pglite") });
    try {
      expect(await countSessions(again.db, "boss@genesis-khimki.ru")).toBe(0);
      expect((await signIn(again.db, { email: "boss@genesis-khimki.ru", password: "первый-пароль-12", client: "cli" }, new Date())).ok).toBe(false);
      expect((await signIn(again.db, { email: "boss@genesis-khimki.ru", password: "второй-пароль-34", client: "cli" }, new Date())).ok).toBe(true);
    } finally {
      await again.close();
    }
    // Three opens of a PGlite on disk (the first migrates it): seconds each on a busy machine.
  }, 120_000);

  test("refuses a short password, mismatched typing, a bad e-mail and unknown commands, changing nothing", async () => {
    const short = recorder();
    expect(await runStaffCli(["add", "short@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "короткий" }, short.io)).toBe(1);
    expect(short.err).toEqual(["Пароль должен быть не короче 12 символов"]);
    const mismatch = recorder(["пароль-номер-один", "пароль-номер-два"]);
    expect(await runStaffCli(["add", "typo@genesis-khimki.ru"], env(), mismatch.io)).toBe(1);
    expect(mismatch.err).toEqual(["Пароли не совпадают — учётная запись не изменена"]);
    const email = recorder();
    expect(await runStaffCli(["add", "not-an-email"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, email.io)).toBe(1);
    expect(email.err[0]).toBe("Неверный адрес почты: not-an-email");
    const usage = recorder();
    expect(await runStaffCli(["remove", "x@y.ru"], env(), usage.io)).toBe(2);
    expect(usage.err[0]).toContain("npm run staff -- add EMAIL");
  });

  test("disable ends the account's sessions; an unknown e-mail is an error", async () => {
    const done = recorder();
    expect(await runStaffCli(["disable", "BOSS@genesis-khimki.ru"], env(), done.io)).toBe(0);
    expect(done.out).toEqual(["Учётная запись BOSS@genesis-khimki.ru отключена, её сеансы завершены"]);
    const missing = recorder();
    expect(await runStaffCli(["disable", "nobody@genesis-khimki.ru"], env(), missing.io)).toBe(1);
    expect(missing.err).toEqual(["Учётной записи nobody@genesis-khimki.ru нет"]);
  });

  test("refuses while another live process has the PGlite data directory open, and takes over a stale owner file", async () => {
    const holder: ChildProcess = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      await writeFile(pgliteOwnerFile(path.join(root, "pglite")), `${holder.pid}\n`);
      const refused = recorder();
      expect(await runStaffCli(["add", "late@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, refused.io)).toBe(1);
      expect(refused.err[0]).toMatch(/^База данных PGlite в .* уже открыта процессом \d+ \(запущен сайт\?\)/);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once("exit", resolve));
    const after = recorder();
    expect(await runStaffCli(["add", "late@genesis-khimki.ru"], { ...env(), STAFF_PASSWORD: "достаточно-длинный" }, after.io)).toBe(0);
  });
});

describe.skipIf(!testDatabaseUrl)(`npm run staff (${postgresSuiteName})`, () => {
  test("add and disable work on the PostgreSQL the site uses (DATABASE_URL)", async () => {
    const scratch = await createScratchPostgres(requireTestDatabaseUrl());
    try {
      const env = { DATABASE_URL: scratch.url, STAFF_PASSWORD: "пароль-для-postgres" };
      expect(await runStaffCli(["add", "pg@genesis-khimki.ru"], env, recorder().io)).toBe(0);
      const database = await openDatabase({ databaseUrl: scratch.url });
      try {
        expect((await signIn(database.db, { email: "pg@genesis-khimki.ru", password: "пароль-для-postgres", client: "cli" }, new Date())).ok).toBe(true);
        expect(await runStaffCli(["disable", "pg@genesis-khimki.ru"], env, recorder().io)).toBe(0);
        expect(await countSessions(database.db, "pg@genesis-khimki.ru")).toBe(0);
        expect((await signIn(database.db, { email: "pg@genesis-khimki.ru", password: "пароль-для-postgres", client: "cli" }, new Date())).ok).toBe(false);
      } finally {
        await database.close();
      }
    } finally {
      await scratch.drop();
    }
  });
});
