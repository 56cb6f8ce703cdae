import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { sceneManifest } from "./scene-manifest.generated";
import { ScenePicture } from "./scene-picture";

const hero = sceneManifest["hero-g70"];

test("AVIF then WebP sources with every width, and a sized WebP <img> with the alt text", () => {
  const { container, getByRole } = render(
    <ScenePicture id="hero-g70" alt="Genesis G70 на загородной дороге" sizes="(min-width: 1280px) 1280px, 100vw" />,
  );
  const sources = [...container.querySelectorAll("picture > source")];
  expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]?.getAttribute("srcset")).toBe(hero?.variants.map((v) => `${v.avif} ${v.width}w`).join(", "));
  expect(sources[1]?.getAttribute("srcset")).toBe(hero?.variants.map((v) => `${v.webp} ${v.width}w`).join(", "));
  expect(sources.every((s) => s.getAttribute("sizes") === "(min-width: 1280px) 1280px, 100vw")).toBe(true);
  const image = getByRole("img", { name: "Genesis G70 на загородной дороге" });
  expect(image.getAttribute("src")).toBe("/images/scenes/hero-g70-1280.webp");
  expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1920", "1080"]);
  expect(image.getAttribute("loading")).toBe("lazy");
  expect(image.getAttribute("decoding")).toBe("async");
  expect(image.hasAttribute("fetchpriority")).toBe(false);
});

test("the LCP hero loads eagerly with high priority", () => {
  const { getByRole } = render(<ScenePicture id="hero-g70" alt="Genesis G70" fetchPriority="high" className="hero" />);
  const image = getByRole("img", { name: "Genesis G70" });
  expect(image.getAttribute("loading")).toBe("eager");
  expect(image.getAttribute("fetchpriority")).toBe("high");
  expect(image.classList.contains("hero")).toBe(true);
});

test("an unknown id is a programming error", () => {
  expect(() => ScenePicture({ id: "hero-g71", alt: "" })).toThrow(/npm run images/);
});
