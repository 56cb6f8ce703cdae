import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, test } from "vitest";

const run = promisify(execFile);
const staffScript = new URL("./staff.mjs", import.meta.url);

// A production install: scripts/staff.mjs and the build beside it, no node_modules (no Vite, a dev dependency).
describe("npm run staff in a production install (npm ci --omit=dev)", () => {
  let app = "";
  beforeEach(async () => {
    app = await mkdtemp(path.join(tmpdir(), "gtest-staff-prod-"));
    await mkdir(path.join(app, "scripts"));
    await copyFile(staffScript, path.join(app, "scripts/staff.mjs"));
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  test("runs the CLI the build bundled (build/server/staff-cli.js), with the arguments and the piped password", async () => {
    await mkdir(path.join(app, "build/server"), { recursive: true });
    await writeFile(
      path.join(app, "build/server/staff-cli.js"),
      `export async function runStaffCli(args, env, io) {
        const password = await io.askPassword("Пароль: ");
        io.out(\`built \${args.join(" ")} \${password} \${env.DATA_DIR}\`);
        return 0;
      }\n`,
    );
    const child = run(process.execPath, [path.join(app, "scripts/staff.mjs"), "add", "a@b.ru"], {
      cwd: app,
      env: { ...process.env, DATA_DIR: "/nowhere" },
    });
    child.child.stdin?.end("Pass-word-2026\n");
    const { stdout } = await child;
    expect(stdout.trim()).toBe("built add a@b.ru Pass-word-2026 /nowhere");
  });

  test("without a build either, says to build in one Russian line and exits 1", async () => {
    const failure = await run(process.execPath, [path.join(app, "scripts/staff.mjs"), "add", "a@b.ru"], { cwd: app }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining("npx react-router build") });
  });
});
