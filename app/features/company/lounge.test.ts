import { expect, test } from "vitest";
import {
  defaultLoungeScreen,
  getLoungeScreenFromUrl,
  getLoungeScreenSearch,
  getNextLoungeScreen,
  loungeScreenIds,
  loungeScreens,
  parseLoungeScreen,
} from "./lounge";

test("the default screen is 'about' (docs/product.md §2.2)", () => {
  expect(defaultLoungeScreen).toBe("about");
  expect(parseLoungeScreen(null)).toBe("about");
  expect(parseLoungeScreen(undefined)).toBe("about");
  expect(parseLoungeScreen("")).toBe("about");
  expect(parseLoungeScreen("lobby")).toBe("about");
  expect(parseLoungeScreen("SHOWROOM")).toBe("about");
  expect(parseLoungeScreen("team")).toBe("team");
});

test("getLoungeScreenFromUrl reads ?screen= first, then the hash in either form", () => {
  expect(getLoungeScreenFromUrl("", "")).toBe("about");
  expect(getLoungeScreenFromUrl("?screen=service", "")).toBe("service");
  expect(getLoungeScreenFromUrl("", "#showroom")).toBe("showroom");
  expect(getLoungeScreenFromUrl("", "#screen=hospitality")).toBe("hospitality");
  expect(getLoungeScreenFromUrl("?screen=team", "#showroom")).toBe("team");
  expect(getLoungeScreenFromUrl("?screen=nope", "#showroom")).toBe("showroom");
  expect(getLoungeScreenFromUrl("?utm_source=mail", "#nope")).toBe("about");
});

test("getLoungeScreenSearch keeps the default screen's URL clean", () => {
  expect(getLoungeScreenSearch("about")).toBe("");
  expect(getLoungeScreenSearch("team")).toBe("?screen=team");
  for (const id of loungeScreenIds) expect(getLoungeScreenFromUrl(getLoungeScreenSearch(id), "")).toBe(id);
});

test("arrow keys move between screens and wrap around; Home and End jump to the ends", () => {
  expect(getNextLoungeScreen("about", "ArrowRight")).toBe("showroom");
  expect(getNextLoungeScreen("about", "ArrowLeft")).toBe("hospitality");
  expect(getNextLoungeScreen("hospitality", "ArrowRight")).toBe("about");
  expect(getNextLoungeScreen("team", "Home")).toBe("about");
  expect(getNextLoungeScreen("showroom", "End")).toBe("hospitality");
  expect(getNextLoungeScreen("showroom", "Enter")).toBeNull();
  expect(getNextLoungeScreen("showroom", "ArrowDown")).toBeNull();
});

test("every screen id has content, in the tab order, with the labels of the brief", () => {
  expect(loungeScreens.map((s) => s.id)).toEqual([...loungeScreenIds]);
  expect(loungeScreens.map((s) => s.label)).toEqual(["О дилере", "Шоурум", "Сервис", "Команда", "Гостеприимство"]);
  for (const screen of loungeScreens) {
    expect(screen.title).not.toBe("");
    expect(screen.paragraphs.length).toBeGreaterThan(0);
    expect(screen.highlights.length).toBeGreaterThan(0);
    expect(screen.links.length).toBeGreaterThan(0);
    // The team lives in the database (backend/people/content/workers.ts has these four); the screen shows those the API sends.
    for (const slug of screen.people ?? []) expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)+$/);
  }
});
