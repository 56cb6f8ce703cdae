import { expect, test } from "vitest";
import { z } from "zod";
import { pdfRequestSchema } from "./configurator-pdf";
import { leadSchemas, orderRequestSchema, testDriveRequestSchema, tradeInRequestSchema } from "./leads";
import { testDriveBookingSchema } from "./test-drive";
import { fieldLabels, russianIssueMessage } from "./russian-issues";

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { error: russianIssueMessage });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

// Every kind of problem zod can report, each as a schema and an input that raise it.
const everyIssue: Array<[string, z.ZodType, unknown]> = [
  ["invalid_type (absent)", z.object({ comment: z.string() }), {}],
  ["invalid_type (wrong type)", z.object({ comment: z.string() }), { comment: 5 }],
  ["too_big (text)", z.object({ comment: z.string().max(3) }), { comment: "длинно" }],
  ["too_big (number)", z.object({ mileage: z.number().max(10) }), { mileage: 11 }],
  ["too_big (list)", z.object({ model: z.array(z.string()).max(1) }), { model: ["a", "b"] }],
  ["too_small (text)", z.object({ comment: z.string().min(5) }), { comment: "а" }],
  ["too_small (number)", z.object({ car_year: z.number().gt(1980) }), { car_year: 1980 }],
  ["invalid_format", z.object({ email: z.email() }), { email: "ivan" }],
  ["invalid_format (pattern)", z.object({ page: z.string().regex(/^\//) }), { page: "x" }],
  ["not_multiple_of", z.object({ mileage: z.number().multipleOf(100) }), { mileage: 150 }],
  ["unrecognized_keys", z.strictObject({ name: z.string() }), { name: "Анна", gclid: "1" }],
  ["invalid_union", z.object({ city: z.union([z.number(), z.boolean()]) }), { city: "Москва" }],
  ["invalid_key", z.object({ place: z.record(z.string().regex(/^a/), z.string()) }), { place: { b: "x" } }],
  ["invalid_value (one of several)", z.object({ intent: z.enum(["order", "price", "reserve"]) }), { intent: "hack" }],
  ["invalid_value (one)", z.object({ agree: z.literal(true) }), { agree: false }],
  ["custom", z.object({ dealer: z.number().refine((n) => n > 0) }), { dealer: -1 }],
  ["the whole body", z.object({ name: z.string() }), "текст"],
];

test.each(everyIssue)("%s is worded in Russian, naming the field as a person knows it", (_kind, schema, value) => {
  const messages = messagesOf(schema, value);
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    // Latin letters only where the visitor's own unknown field is quoted back.
    expect(message.replace(/gclid/g, "")).not.toMatch(/[A-Za-z]/);
    expect(message).toMatch(/[А-Яа-яЁё]{4}/);
  }
});

test("a tampered intent on a model's page reads «Цель запроса: выберите один из предложенных вариантов», not zod's English", () => {
  const body = { name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", model: "g90", intent: "hack" };
  expect(messagesOf(orderRequestSchema, body)).toEqual(["Цель запроса: выберите один из предложенных вариантов"]);
  expect(messagesOf(orderRequestSchema, { ...body, intent: "order", comment: 12 })).toEqual(["Комментарий: ожидается текст"]);
});

test("the form's own messages are kept where the schema has them", () => {
  expect(
    messagesOf(testDriveRequestSchema, { name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", model: "g100", city: "1", dealer: "1" }),
  ).toEqual(["Выберите модель"]);
});

test("every field a form or an API client sends has a Russian name", () => {
  const schemas = [...Object.values(leadSchemas), tradeInRequestSchema(2026), testDriveBookingSchema, pdfRequestSchema];
  for (const schema of schemas) {
    const shape = (
      schema as unknown as {
        _zod: { def: { shape?: Record<string, unknown>; in?: { _zod: { def: { shape: Record<string, unknown> } } } } };
      }
    )._zod.def;
    const keys = Object.keys(shape.shape ?? shape.in?._zod.def.shape ?? {});
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) expect(fieldLabels[key], key).toMatch(/[А-Яа-яЁё]/);
  }
});
