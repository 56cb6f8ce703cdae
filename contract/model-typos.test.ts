import { describe, expect, it } from "vitest";
import { correctModelTerm } from "./model-typos";

describe("a model's name typed with one slip", () => {
  it.each([
    ["gv8o", "gv80"],
    ["г80", "g80"],
    ["гв70", "gv70"],
    ["GV8O", "gv80"],
    ["g9o", "g90"],
    ["hv80", "gv80"],
    ["gv8", "gv80"],
    ["gv800", "gv80"],
    ["g80", "g80"],
  ])("«%s» finds %s", (typed, meant) => {
    expect(correctModelTerm(typed)).toBe(meant);
  });

  // «gc80» is one edit from both gv80 and g80: which was meant is unknown, so it is searched as typed.
  it.each(["80", "гарантия", "g", "кроссовер", "2025", "a8", "x5", "g7", "gc80"])("«%s» stays itself", (term) => {
    expect(correctModelTerm(term)).toBe(term);
  });
});
