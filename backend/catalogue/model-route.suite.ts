import { envelopeSchema } from "@contract/envelope";
import { modelListSchema } from "@contract/model";
import { expect, test } from "vitest";
import type { RouteSuiteContext } from "../testing/route-suite";

const modelsAnswer = envelopeSchema(modelListSchema);

/** GET /v1/model. */
export function modelRouteSuite(api: RouteSuiteContext): void {
  test("lists the five models of docs/product.md §3 in menu order", async () => {
    const answer = await api.request("/v1/model");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    const { success, data } = modelsAnswer.parse(answer.body);
    expect(success).toBe(true);
    expect(data.map((m) => [m.code, m.width, m.price, m.priceComingSoon])).toEqual([
      ["g70", 4685, 2_249_000, false],
      ["gv70", 4715, 4_740_000, false],
      ["g80-new", 4990, null, true],
      ["gv80", 4945, null, true],
      ["g90", 5205, 4_740_000, false],
    ]);
  });

  test("each model links to its home page, images and configurator", async () => {
    const { data } = modelsAnswer.parse((await api.request("/v1/model")).body);
    expect(data.map((m) => m.href)).toEqual(["/new-g70.html", "/gv70.html", "/new-g80.html", "/gv80.html", "/g90.html"]);
    expect(data[0]).toMatchObject({
      name: "G70",
      modelName: "Genesis G70",
      image: "/images/models/g70.svg",
      imageWithShadow: "/images/models/g70-shadow.svg",
      configurator: "/configurator#slide=1&model=g70-fl",
    });
    expect(data[2]?.configurator).toBe("/configurator#slide=1&model=g80-new");
    expect(new Set(data.map((m) => m.id)).size).toBe(5);
  });

  test("an unknown parameter answers 400", async () => {
    await api.expectFailure("/v1/model?code=g70", 400, "Неизвестный параметр запроса: code");
  });
}
