import { expect, test, vi } from "vitest";
import { createDatabaseProbe } from "./database-probe";

const settle = () => new Promise((resolve) => setImmediate(resolve));

test("the probe answers with the last result at once and asks the database at most once an interval", async () => {
  let clock = 0;
  const query = vi.fn(async () => 1);
  const probe = createDatabaseProbe(query, { everyMs: 5_000, now: () => clock });
  expect(probe.state()).toBe("unknown");
  await settle();
  expect(probe.state()).toBe("ok");
  clock = 4_000;
  expect(probe.state()).toBe("ok");
  expect(query).toHaveBeenCalledTimes(1);
  clock = 5_000;
  probe.state();
  expect(query).toHaveBeenCalledTimes(2);
});

test("a database that fails is reported failed until it answers again; one that hangs past the timeout too", async () => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  let clock = 0;
  let answer: () => Promise<unknown> = async () => {
    throw new RangeError("Invalid array length");
  };
  const probe = createDatabaseProbe(() => answer(), { everyMs: 5_000, timeoutMs: 5_000, now: () => clock });
  probe.state();
  await settle();
  expect(probe.state()).toBe("failed");
  answer = async () => 1;
  clock = 5_000;
  probe.state();
  await settle();
  expect(probe.state()).toBe("ok");
  answer = () => new Promise(() => undefined);
  clock = 10_000;
  expect(probe.state()).toBe("ok");
  clock = 15_001;
  expect(probe.state()).toBe("failed");
});
