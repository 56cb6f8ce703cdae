import { afterEach, vi } from "vitest";

// A console.error nobody expected is a bug: tests that expect one spy on console.error themselves.
let unexpected: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  if (vi.isMockFunction(console.error)) return;
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const seen = unexpected;
  unexpected = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
  }
});
