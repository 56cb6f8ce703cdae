import { Writable } from "node:stream";
import { expect, test } from "vitest";
import { createLogger, currentRequestId, loggableUrl, withRequestContext } from "./logger";

function collect() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, stream };
}

test("every line logged while a request is handled carries its id, also after an await", async () => {
  const { lines, stream } = collect();
  const log = createLogger({ stream, level: "info" });
  log.info("до запроса");
  await withRequestContext({ requestId: "req-1" }, async () => {
    log.info("начало");
    // A turn of the event loop, as an awaited call to a database or an API takes.
    await new Promise((resolve) => setImmediate(resolve));
    expect(currentRequestId()).toBe("req-1");
    log.error({ err: new Error("сбой") }, "Не удалось получить опции: сбой");
  });
  expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
    ["до запроса", undefined],
    ["начало", "req-1"],
    ["Не удалось получить опции: сбой", "req-1"],
  ]);
  expect(lines[2]).toMatchObject({ level: 50, err: { message: "сбой", type: "Error" } });
  expect(typeof lines[0]?.time).toBe("string");
});

test("lines below the level are not written", () => {
  const { lines, stream } = collect();
  const log = createLogger({ stream, level: "info" });
  log.debug("запрос отклонён: метод TRACE не поддерживается");
  expect(lines).toEqual([]);
});

test("a staff page's address is logged without the inbox's search text; other addresses as they are", () => {
  expect(loggableUrl("/staff?q=%2B7%20916%20123-45-67&work=done&page=2")).toBe(
    "/staff?q=%28%D1%81%D0%BA%D1%80%D1%8B%D1%82%D0%BE%29&work=done&page=2",
  );
  expect(decodeURIComponent(loggableUrl("http://localhost:3000/staff/export/csv?q=Иванова&type=service"))).toBe(
    "http://localhost:3000/staff/export/csv?q=(скрыто)&type=service",
  );
  expect(loggableUrl("/staff/leads/0a1b?tab=comments")).toBe("/staff/leads/0a1b?tab=comments");
  expect(loggableUrl("/search.html?q=gv80")).toBe("/search.html?q=gv80");
  expect(loggableUrl("/staffing.html?q=x")).toBe("/staffing.html?q=x");
  expect(loggableUrl("/staff")).toBe("/staff");
});
