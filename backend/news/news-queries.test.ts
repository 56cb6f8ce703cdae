import { expect, test } from "vitest";
import { formatNewsDate } from "./news-queries";

test("formatNewsDate gives 'YYYY-MM-DD HH:MM:SS' from the texts drivers return", () => {
  expect(formatNewsDate("2026-03-03 12:00:00")).toBe("2026-03-03 12:00:00");
  expect(formatNewsDate("2026-03-03T12:00:00.250")).toBe("2026-03-03 12:00:00");
  expect(formatNewsDate("2026-03-03 12:00:00.5")).toBe("2026-03-03 12:00:00");
});
