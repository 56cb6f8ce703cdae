import { execFile } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const run = promisify(execFile);

test("a NODE_ENV typo stops server.js with a line naming NODE_ENV, before it takes the development path (Vite, absent from a production install)", async () => {
  // A production install's folder: server.js without node_modules, so loading Vite would fail.
  const app = await mkdtemp(path.join(tmpdir(), "gtest-launcher-"));
  try {
    await copyFile(new URL("../server.js", import.meta.url), path.join(app, "server.js"));
    const failure = await run(process.execPath, ["server.js"], { cwd: app, env: { ...process.env, NODE_ENV: "prodution" } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toBe(
      "Сайт не может работать. Неверные переменные окружения:\n  NODE_ENV: должен быть production, development или test (задан «prodution»)\n",
    );
  } finally {
    await rm(app, { recursive: true, force: true });
  }
});
