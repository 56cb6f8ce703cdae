import { expect, test } from "vitest";
import { roublesOf, tradeInRequestSchema } from "./leads";

const tradeIn = {
  name: "Анна",
  phone: "+7 (911) 404-11-12",
  agree: "on",
  car_make: "BMW",
  car_model: "X5",
  car_year: "2019",
  mileage: "85 000",
  model: "gv80",
};

test("a sum typed with kopecks keeps its whole roubles, a thousands group is not taken for kopecks", () => {
  expect(roublesOf("1 200,50")).toBe("1200");
  expect(roublesOf("1200.5 ₽")).toBe("1200");
  expect(roublesOf("3 500 000 ₽")).toBe("3500000");
  expect(roublesOf("1,200,000")).toBe("1200000");
});

test("trade-in: an expected price posted without JavaScript as «2 450 000,00» is 2 450 000 roubles", () => {
  const parsed = tradeInRequestSchema(2026).parse({ ...tradeIn, expected_price: "2 450 000,00" });
  expect(parsed.expected_price).toBe(2_450_000);
  expect(parsed.mileage).toBe(85_000);
});
