// `npm run staff -- add EMAIL` / `npm run staff -- disable EMAIL` (scripts/staff.mjs loads this file):
// staff accounts are made on the server's command line, never through the site. It opens the same
// database the site uses (DATABASE_URL, else PGlite under DATA_DIR); PGlite is one process's, so with
// PGlite the site must be stopped first (the CLI refuses while it runs).
import path from "node:path";
import { openDatabase, type Database } from "../db/client";
import { disableStaffAccount, addStaffAccount, StaffAccountError } from "./staff-auth";
import { minPasswordLength } from "./passwords";

export type CliIo = {
  out(line: string): void;
  err(line: string): void;
  /** Asks for the password without echoing it (a terminal), or reads a line of standard input. */
  askPassword(prompt: string): Promise<string>;
};

const usage = [
  "Учётные записи сотрудников:",
  "  npm run staff -- add EMAIL       создать (или задать новый пароль и включить снова)",
  "  npm run staff -- disable EMAIL   отключить и завершить все сеансы",
  `Пароль (не короче ${minPasswordLength} символов) берётся из STAFF_PASSWORD или вводится без отображения.`,
  "База данных — та же, что у сайта: DATABASE_URL или PGlite в DATA_DIR (по умолчанию ./data).",
].join("\n");

/** Runs one command; answers the process's exit code. */
export async function runStaffCli(args: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== "add" && command !== "disable") || !email || rest.length > 0) {
    io.err(usage);
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
  let database: Database | undefined;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: path.join(env.DATA_DIR || "./data", "pglite"),
    });
    if (command === "add") {
      const outcome = await addStaffAccount(database.db, email, password);
      io.out(outcome === "created" ? `Учётная запись ${email} создана` : `Учётная запись ${email} уже была: пароль заменён, вход разрешён, прежние сеансы завершены`);
      return 0;
    }
    if (await disableStaffAccount(database.db, email, new Date())) {
      io.out(`Учётная запись ${email} отключена, её сеансы завершены`);
      return 0;
    }
    io.err(`Учётной записи ${email} нет`);
    return 1;
  } catch (error) {
    io.err(error instanceof StaffAccountError || (error instanceof Error && error.name === "PgliteDirInUseError") ? error.message : `Не удалось: ${String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}
