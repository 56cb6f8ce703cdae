import { expect, test } from "vitest";
import { isDatabaseUnreachable } from "./unavailable";

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

test("a refused, reset or restarting database is unreachable, also when wrapped by the query builder", () => {
  expect(isDatabaseUnreachable(coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
  expect(isDatabaseUnreachable(coded("terminating connection due to administrator command", "57P01"))).toBe(true);
  expect(isDatabaseUnreachable(coded("the database system is starting up", "57P03"))).toBe(true);
  expect(isDatabaseUnreachable(coded("connection failure", "08006"))).toBe(true);
  expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  expect(isDatabaseUnreachable(new Error("Failed query: select 1", { cause: coded("read ECONNRESET", "ECONNRESET") }))).toBe(true);
});

test("a query that fails on a reachable database is not taken for an outage", () => {
  expect(isDatabaseUnreachable(coded('relation "leads" does not exist', "42P01"))).toBe(false);
  expect(isDatabaseUnreachable(coded("duplicate key value violates unique constraint", "23505"))).toBe(false);
  expect(isDatabaseUnreachable(new Error("Failed query: insert", { cause: coded("value too long", "22001") }))).toBe(false);
  expect(isDatabaseUnreachable("ECONNREFUSED")).toBe(false);
  expect(isDatabaseUnreachable(null)).toBe(false);
});
