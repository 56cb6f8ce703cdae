import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The schedule service is down (TEST_DRIVE_URL names a port nobody listens on): the page logs
// «Ошибка получения расписания» (SPEC §8) and offers the callback form instead of an empty calendar,
// and the request still reaches the dealer. This journey starts its own web process for that.

let site: { child: ChildProcess; url: string; output: () => string; dataDir: string } | undefined;

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port, deadPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), "genesis-e2e-schedule-down-"));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      TEST_DRIVE_URL: `http://127.0.0.1:${deadPort}/test-drive`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  site = { child, url: `http://127.0.0.1:${port}`, output: () => output, dataDir };
  for (let i = 0; i < 1200; i++) {
    if ((await fetch(`${site.url}/healthz`).then((r) => r.status, () => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`сайт не запустился:\n${output}`);
});

test.afterAll(async () => {
  if (!site) return;
  const exited = new Promise((resolve) => site?.child.once("exit", resolve));
  site.child.kill("SIGTERM");
  await exited;
  rmSync(site.dataDir, { recursive: true, force: true });
});

test("schedule down: the callback form instead of the calendar, the failure logged, the request taken", async ({ page, context }) => {
  const url = site?.url ?? "";
  await context.addCookies([{ name: "cookiesAgree", value: "1", url }]);
  await page.goto(`${url}/test-drive.html`);
  const form = page.getByRole("form", { name: "Заявка на тест-драйв" });
  await expect(form.getByText("Не удалось загрузить расписание. Оставьте заявку — менеджер перезвонит и предложит свободное время.")).toBeVisible();
  await expect(form.getByRole("group", { name: /^Дни месяца/ })).toHaveCount(0);
  await expect(form.locator('input[name="slot"]')).toHaveCount(0);
  expect(site?.output()).toContain("Ошибка получения расписания");
  // The page saying so is not kept for the next visitors: it would outlive the outage.
  for (let i = 0; i < 2; i++) {
    const again = await fetch(`${url}/test-drive.html`, { headers: { cookie: "cookiesAgree=1" } });
    expect(again.headers.get("cache-control")).toContain("no-store");
    expect(again.headers.get("x-page-cache")).not.toBe("hit");
  }

  await form.getByLabel("Имя", { exact: true }).fill("Анна Смирнова");
  await form.getByLabel("Телефон").fill("+7 (911) 404-11-12");
  await form.getByLabel("Время суток").selectOption({ label: "Днём, 12:00–17:00" });
  await form.getByRole("checkbox", { name: /Даю согласие на обработку персональных данных/ }).check();
  await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
  await expect(page.getByRole("heading", { name: "Заявка принята" })).toBeVisible();
  await expect(page.getByText(/Менеджер дилерского центра позвонит вам/)).toBeVisible();
});
