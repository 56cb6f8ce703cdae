import { expect, test } from "vitest";
import { modelCodes } from "@contract/model-codes";
import { maintenanceFieldOf, serviceCodes, serviceFieldOf } from "@contract/service-prices";
import { homeEditor, reviewsEditor, servicePricesEditor } from "./editor-kinds";

test("the home editor reads slides and blocks in the order the form lists them, a block unticked hidden", () => {
  const form = new FormData();
  // Slide s7 was moved above s3: its fields keep their key, only the order of the `slide` fields changed.
  for (const key of ["s7", "s3"]) form.append("slide", key);
  const fields = {
    model: "gv80",
    eyebrow: "Только в декабре",
    title: "Зимний тест-драйв",
    text: "Три дня за рулём",
    buttonLabel: "Записаться",
  };
  for (const [name, value] of Object.entries(fields)) form.set(`slide.s7.${name}`, value);
  form.set("slide.s7.link", "/test-drive.html");
  form.set("slide.s3.title", "Роскошь, в центре которой — человек");
  form.set("slide.s3.model", "g90");
  for (const id of ["offers", "models", "service", "purchase", "news", "contacts"]) form.append("block", id);
  for (const id of ["offers", "models", "purchase", "news", "contacts"]) form.set(`shown.${id}`, "on");
  const draft = homeEditor.draftOf(form);
  expect(draft.slides.map((slide) => [slide.model, slide.title, slide.link])).toEqual([
    ["gv80", "Зимний тест-драйв", "/test-drive.html"],
    ["g90", "Роскошь, в центре которой — человек", ""],
  ]);
  expect(draft.slides[1]).toMatchObject({ picture: "", pictureAlt: "", eyebrow: "" });
  expect(draft.blocks).toEqual([
    { id: "offers", shown: true },
    { id: "models", shown: true },
    { id: "service", shown: false },
    { id: "purchase", shown: true },
    { id: "news", shown: true },
    { id: "contacts", shown: true },
  ]);
});

test("the service prices editor reads every price as typed, and leaves out a model or a service whose fields are missing", () => {
  const form = new FormData();
  for (const model of modelCodes)
    for (let index = 0; index < 8; index++) form.set(maintenanceFieldOf(model, index), model === "g70" && index === 1 ? "28 100 ₽" : "");
  for (const code of serviceCodes) {
    form.set(serviceFieldOf(code, "priceFrom"), "4 900");
    form.set(serviceFieldOf(code, "priceNote"), "Работа и запчасти.");
  }
  form.delete(maintenanceFieldOf("g90", 7));
  form.delete(serviceFieldOf("podveska", "priceNote"));
  const draft = servicePricesEditor.draftOf(form);
  expect(Object.keys(draft.maintenance)).toEqual(["g70", "gv70", "g80-new", "gv80"]);
  expect(draft.maintenance.g70).toEqual(["", "28 100 ₽", "", "", "", "", "", ""]);
  expect(Object.keys(draft.services)).toEqual(serviceCodes.filter((code) => code !== "podveska"));
  expect(draft.services.shinomontazh).toEqual({ priceFrom: "4 900", priceNote: "Работа и запчасти." });
});

test("the reviews editor reads the reviews in the order the form lists them, an unticked one hidden, the rating a number", () => {
  const form = new FormData();
  // Review r9 (added) was moved above r0: its fields keep their key, only the order of the `review` fields changed.
  for (const key of ["r9", "r0"]) form.append("review", key);
  const fields = { name: "Ольга Смирнова", car: "Genesis GV70", date: "2026-11-18", rating: "3", text: "Выдали в срок." };
  for (const [name, value] of Object.entries(fields)) form.set(`review.r9.${name}`, value);
  form.set("review.r9.shown", "on");
  form.set("review.r0.name", "Андрей Ковалёв");
  form.set("review.r0.rating", "");
  expect(reviewsEditor.draftOf(form).reviews).toEqual([
    { name: "Ольга Смирнова", car: "Genesis GV70", date: "2026-11-18", rating: 3, text: "Выдали в срок.", shown: true },
    { name: "Андрей Ковалёв", car: "", date: "", rating: 0, text: "", shown: false },
  ]);
});
