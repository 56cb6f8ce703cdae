import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { Logo } from "./logo";

test("the logo comes in the spec's three sizes and is named for screen readers", () => {
  const sizes = (["small", "middle", "large"] as const).map((size) => {
    const { unmount } = render(<Logo size={size} />);
    const svg = screen.getByRole("img", { name: "Genesis" });
    const result = `${svg.getAttribute("width")}x${svg.getAttribute("height")}`;
    unmount();
    return result;
  });
  expect(sizes).toEqual(["84x17", "100x20", "170x34"]);
});
