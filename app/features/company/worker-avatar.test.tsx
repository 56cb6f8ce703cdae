import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { makeWorker } from "./people.test-helpers";
import { WorkerAvatar } from "./worker-avatar";

const hash = "ab".repeat(32);

test("without a photo the avatar is a drawn portrait: hidden in lists (the name is beside it), named on the worker's page", () => {
  const listed = render(<WorkerAvatar worker={makeWorker({ name: "Ольга Семёнова" })} size={72} />);
  const drawing = listed.container.querySelector("svg");
  expect(drawing?.getAttribute("aria-hidden")).toBe("true");
  // A portrait, not the initials.
  expect(drawing?.textContent).toBe("");
  expect(drawing?.querySelector("ellipse")).not.toBeNull();
  expect(listed.container.querySelector("img")).toBeNull();
  listed.unmount();
  render(<WorkerAvatar worker={makeWorker({ name: "Ольга Семёнова" })} size={120} described />);
  expect(screen.getByRole("img", { name: "Ольга Семёнова, рисованный портрет" }).getAttribute("width")).toBe("120");
});

test("the portraits' colours follow the person: the same name draws the same, the team does not look alike", () => {
  const colours = (name: string) => {
    const { container, unmount } = render(<WorkerAvatar worker={makeWorker({ name })} />);
    const fills = [...container.querySelectorAll("[fill]")].map((el) => el.getAttribute("fill")).join(" ");
    unmount();
    return fills;
  };
  const team = ["Андрей Соколов", "Екатерина Волкова", "Наталья Орлова", "Сергей Павлов", "Анна Егорова", "Игорь Кузнецов"];
  expect(colours("Андрей Соколов")).toBe(colours("Андрей Соколов"));
  expect(new Set(team.map(colours)).size).toBeGreaterThanOrEqual(5);
});

test("a photo without its uploader's description is named by the person on the worker's page", () => {
  render(<WorkerAvatar worker={makeWorker({ name: "Игорь Кузнецов", photo: hash })} size={120} described />);
  expect(screen.getByRole("img", { name: "Игорь Кузнецов" })).toBeDefined();
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
