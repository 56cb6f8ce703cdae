// `npm run staff -- add EMAIL [--role ROLE]` / `role EMAIL ROLE` / `disable EMAIL` / `deliver-now` / `refresh-stock [FEED]`
// (scripts/staff.mjs loads this file):
// staff accounts are made on the server's command line, never through the site, and an operator sends
// the CRM backlog at once after an outage. It opens the same database the site uses (DATABASE_URL, else
// PGlite under DATA_DIR); PGlite is one process's, so with PGlite the site must be stopped first (the
// CLI refuses while it runs).
import path from "node:path";
import type { Db } from "../db/database";
import { openDatabase, type Database } from "../db/client";
import { makeWaitingLeadsDue } from "../leads/outbox-queries";
import { makeFeedsDue } from "../stock/stock-feeds-staff";
import { stockSources, type StockSource } from "@contract/stock";
import { stockFeedMessages } from "@contract/stock-feeds";
import { isStaffRole, staffRoleLabels, staffRoles, type StaffRole } from "@contract/staff-roles";
import { eq } from "drizzle-orm";
import { staffAccounts } from "./schema";
import { disableStaffAccount, addStaffAccount, normalizeEmail, StaffAccountError } from "./staff-auth";
import { minPasswordLength } from "./passwords";

const isStockSource = (value: string): value is StockSource => (stockSources as readonly string[]).includes(value);

export type CliIo = {
  out(line: string): void;
  err(line: string): void;
  /** Asks for the password without echoing it (a terminal), or reads a line of standard input. */
  askPassword(prompt: string): Promise<string>;
};

const usage = [
  "Учётные записи сотрудников:",
  "  npm run staff -- add EMAIL [--role РОЛЬ]",
  "                                   создать (или задать новый пароль и включить снова); роль новой",
  "                                   записи — admin, если не указана; у прежней остаётся её роль",
  "  npm run staff -- role EMAIL РОЛЬ изменить роль",
  "  npm run staff -- disable EMAIL   отключить и завершить все сеансы",
  `Роли: ${staffRoles.map((role) => `${role} (${staffRoleLabels[role].toLowerCase()})`).join(", ")}.`,
  "Приглашать сотрудников и менять роли администратор может и на странице /staff/accounts.",
  `Пароль (не короче ${minPasswordLength} символов) берётся из STAFF_PASSWORD или вводится без отображения.`,
  "Доставка заявок в CRM:",
  "  npm run staff -- deliver-now     заявки, ждущие следующей попытки, отправить сейчас же (когда CRM снова",
  "                                   работает): их отправит работающий сайт в течение нескольких секунд;",
  "                                   сама команда в CRM не обращается, поэтому заявка не уйдёт дважды",
  "Фиды автомобилей в наличии:",
  `  npm run staff -- refresh-stock [ФИД]  прочитать фид сейчас же, не дожидаясь очереди: ${stockSources.join(", ")}`,
  "                                   (без имени — все); то же делает «Обновить сейчас» на странице /staff/feeds",
  "  npm run staff -- --help          эта справка",
  "База данных — та же, что у сайта: DATABASE_URL или PGlite в DATA_DIR (по умолчанию ./data).",
  "С PGlite сайт на время команды должен быть остановлен; с PostgreSQL команды работают рядом с сайтом.",
].join("\n");

/** Runs one command; answers the process's exit code. */
export async function runStaffCli(args: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, email, ...rest] = args;
  if (args.length === 1 && (command === "--help" || command === "-h" || command === "help")) {
    io.out(usage);
    return 0;
  }
  if (command === "deliver-now" && args.length === 1) return withDatabase(env, io, (db) => deliverNow(db, env, io));
  if (command === "refresh-stock" && args.length <= 2) {
    const source = args[1];
    if (source !== undefined && !isStockSource(source)) {
      io.err(`Неизвестный фид: ${source}. Фиды: ${stockSources.join(", ")}`);
      return 2;
    }
    return withDatabase(env, io, (db) => refreshStockNow(db, source, env, io));
  }
  if (command === "role" && email && rest.length === 1) {
    const [role] = rest;
    if (!isStaffRole(role)) {
      io.err(`Неизвестная роль: ${role}. ${usage.split("\n").find((line) => line.startsWith("Роли:"))}`);
      return 2;
    }
    return withDatabase(env, io, async (db) => {
      if (await setRoleByEmail(db, email, role)) {
        io.out(`Роль ${email}: ${role}`);
        return 0;
      }
      io.err(`Учётной записи ${email} нет`);
      return 1;
    });
  }
  const role = command === "add" && rest.length === 2 && rest[0] === "--role" ? rest[1] : undefined;
  if ((command !== "add" && command !== "disable") || !email || (rest.length > 0 && role === undefined)) {
    io.err(usage);
    return 2;
  }
  if (role !== undefined && !isStaffRole(role)) {
    io.err(`Неизвестная роль: ${role}. ${usage.split("\n").find((line) => line.startsWith("Роли:"))}`);
    return 2;
  }
  let password = "";
  if (command === "add") {
    password = env.STAFF_PASSWORD ?? (await io.askPassword(`Пароль для ${email}: `));
    if (env.STAFF_PASSWORD === undefined) {
      const again = await io.askPassword("Повторите пароль: ");
      if (again !== password) {
        io.err("Пароли не совпадают — учётная запись не изменена");
        return 1;
      }
    }
  }
  return withDatabase(env, io, async (db) => {
    if (command === "add") {
      const outcome = await addStaffAccount(db, email, password, role);
      io.out(
        outcome === "created"
          ? `Учётная запись ${email} создана`
          : `Учётная запись ${email} уже была: пароль заменён, вход разрешён, прежние сеансы завершены`,
      );
      return 0;
    }
    if (await disableStaffAccount(db, email, new Date())) {
      io.out(`Учётная запись ${email} отключена, её сеансы завершены`);
      return 0;
    }
    io.err(`Учётной записи ${email} нет`);
    return 1;
  });
}

/** Sets an account's role by its e-mail; false when there is no such account. */
async function setRoleByEmail(db: Db, email: string, role: StaffRole): Promise<boolean> {
  const changed = await db
    .update(staffAccounts)
    .set({ role })
    .where(eq(staffAccounts.email, normalizeEmail(email)))
    .returning({ id: staffAccounts.id });
  return changed.length > 0;
}

/** Runs `command` on the site's database, opened for it and closed after; a failure is one line and code 1. */
async function withDatabase(env: NodeJS.ProcessEnv, io: CliIo, command: (db: Db) => Promise<number>): Promise<number> {
  let database: Database | undefined;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: path.join(env.DATA_DIR || "./data", "pglite"),
    });
    return await command(database.db);
  } catch (error) {
    io.err(
      error instanceof StaffAccountError || (error instanceof Error && error.name === "PgliteDirInUseError")
        ? error.message
        : `Не удалось: ${String(error)}`,
    );
    return 1;
  } finally {
    await database?.close();
  }
}

/**
 * The backlog due now, for the running processes to send (docs/decisions/0021: they claim each row
 * under a lease, so this command never calls the CRM and nothing is sent twice). Says how many.
 */
async function refreshStockNow(db: Db, source: StockSource | undefined, env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const count = await makeFeedsDue(db, source);
  if (count === 0) {
    io.err(source ? `Фид ${source} сайт ещё не читал: он не настроен или сайт ни разу не запускался с ним` : stockFeedMessages.noFeeds);
    return 1;
  }
  io.out(`Фидов поставлено на чтение сейчас: ${count}`);
  io.out(
    env.DATABASE_URL
      ? "Работающий сайт прочитает их в течение 15 секунд; что вышло — на странице /staff/feeds и в /healthz, поле stock"
      : "Сайт на PGlite сейчас остановлен: фиды будут прочитаны в первые секунды после его запуска",
  );
  return 0;
}

async function deliverNow(db: Db, env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const { madeDue, alreadyDue, inFlight, needsAttention } = await makeWaitingLeadsDue(db);
  io.out(`Заявок поставлено на отправку в CRM сейчас: ${madeDue}`);
  if (alreadyDue > 0 || inFlight > 0) io.out(`Ещё уже ждут отправки: ${alreadyDue}, отправляются в эту минуту: ${inFlight}`);
  const waiting = madeDue + alreadyDue + inFlight;
  if (waiting === 0) io.out("Очередь доставки пуста: ни одна заявка не ждёт CRM");
  // With PGlite the site cannot be running now (the database would not have opened).
  else if (env.DATABASE_URL)
    io.out(
      "Работающий сайт отправит их в течение нескольких секунд (очередь просматривается каждые 2 с); что осталось — в /healthz, поле leads",
    );
  else io.out("Сайт на PGlite сейчас остановлен: заявки уйдут в CRM в первые секунды после его запуска");
  if (needsAttention > 0) {
    io.out(
      `Требуют внимания (попытки за 24 ч исчерпаны): ${needsAttention} — их отправляют снова со страницы заявки в /staff («Отправить ещё раз»)`,
    );
  }
  return 0;
}
