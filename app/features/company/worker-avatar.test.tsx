import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { makeWorker } from "./people.test-helpers";
import { WorkerAvatar } from "./worker-avatar";

const hash = "ab".repeat(32);

test("without a photo the avatar is the drawn initials, hidden from screen readers (the name is beside it)", () => {
  const { container } = render(<WorkerAvatar worker={makeWorker({ name: "Ольга Семёнова" })} size={72} />);
  const drawing = container.querySelector("svg");
  expect(drawing?.getAttribute("aria-hidden")).toBe("true");
  expect(drawing?.textContent).toBe("ОС");
  expect(container.querySelector("img")).toBeNull();
});

test("a photo of the library is offered in AVIF, WebP and JPEG at every width; described only on the worker's own page", () => {
  const worker = makeWorker({ photo: hash, photoAlt: "Ольга Семёнова у ресепшена" });
  const { container, unmount } = render(<WorkerAvatar worker={worker} size={120} described />);
  const photo = screen.getByRole("img", { name: "Ольга Семёнова у ресепшена" });
  expect(photo.getAttribute("srcset")).toBe(`/media/${hash}-480.jpeg 480w, /media/${hash}-960.jpeg 960w, /media/${hash}-1600.jpeg 1600w`);
  expect([...container.querySelectorAll("source")].map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(container.querySelector("svg")).toBeNull();
  unmount();
  // In a list the name is beside it: the photo is decorative.
  const listed = render(<WorkerAvatar worker={worker} size={72} />);
  expect(listed.container.querySelector("img")?.getAttribute("alt")).toBe("");
});
