import { expect, test, vi } from "vitest";
import { paintedSvg } from "./painted-svg.server";

test("a drawing is rendered once per key; each paint fills every place the paint goes", () => {
  const render = vi.fn((paint: string) => `<svg><path fill="${paint}"/><rect fill="#fff"/><path stroke="${paint}"/></svg>`);
  expect(paintedSvg("test/a", "#112233", render)).toBe('<svg><path fill="#112233"/><rect fill="#fff"/><path stroke="#112233"/></svg>');
  expect(paintedSvg("test/a", "#445566", render)).toBe('<svg><path fill="#445566"/><rect fill="#fff"/><path stroke="#445566"/></svg>');
  expect(render).toHaveBeenCalledTimes(1);
  expect(paintedSvg("test/b", "#445566", (paint) => `<g fill="${paint}"/>`)).toBe('<g fill="#445566"/>');
});
