import { expect, test } from "vitest";
import {
  leadFieldErrors,
  leadMessages,
  normalizeLeadPhone,
  orderRequestSchema,
  serviceRequestSchema,
  testDriveRequestSchema,
  tradeInRequestSchema,
} from "./leads";
import { readTypedNumber } from "./typed-numbers";

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

test("a sum typed with kopecks keeps them, a thousands group is not taken for kopecks", () => {
  expect(readTypedNumber("1 200,50")).toBe(1200.5);
  expect(readTypedNumber("1200.5 ₽")).toBe(1200.5);
  expect(readTypedNumber("3 500 000 ₽")).toBe(3_500_000);
  expect(readTypedNumber("1,200,000")).toBe(1_200_000);
  expect(readTypedNumber("1 234 567,89 ₽")).toBe(1_234_567.89);
  expect(readTypedNumber("много")).toBeNull();
});

test("trade-in: the expected price and the mileage are the numbers meant, kopecks and tenths included", () => {
  const parsed = tradeInRequestSchema(2026).parse({ ...tradeIn, expected_price: "2 450 000,00" });
  expect(parsed.expected_price).toBe(2_450_000);
  expect(parsed.mileage).toBe(85_000);
  expect(outcome("expected_price", "1 234 567,89 ₽")).toBe(1_234_567.89);
  expect(outcome("expected_price", "1 200,50")).toBe(1200.5);
  expect(outcome("mileage", "12 345,6")).toBe(12_345.6);
  expect(outcome("car_year", "2018,5")).toBe(leadMessages.yearInvalid(1980, 2027));
});

test("phone: one rule, by length, for 8 and 7 typed first, «00 7», «+7» and words around", () => {
  expect(normalizeLeadPhone("8124041112")).toBe("+78124041112");
  expect(normalizeLeadPhone("8 (124) 041-11-2")).toBe("+78124041112");
  expect(normalizeLeadPhone("89114041112")).toBe("+79114041112");
  expect(normalizeLeadPhone("79114041112")).toBe("+79114041112");
  expect(normalizeLeadPhone("0079114041112")).toBe("+79114041112");
  expect(normalizeLeadPhone("00 7 (911) 404-11-12")).toBe("+79114041112");
  expect(normalizeLeadPhone("+7 8 911 404 11 12")).toBe("+79114041112");
  expect(normalizeLeadPhone("Тел.: +7 (911) 404-11-12, Иван")).toBe("+79114041112");
  expect(normalizeLeadPhone("+7 (915) 123-45-6")).toBeNull();
  expect(normalizeLeadPhone("8 911 404 11 12 доб. 5")).toBeNull();
});

/** The message of the first problem of a field, or the parsed value when the request passes. */
function outcome(field: keyof typeof tradeIn | "expected_price", value: string): unknown {
  const parsed = tradeInRequestSchema(2026).safeParse({ ...tradeIn, [field]: value });
  return parsed.success ? parsed.data[field as keyof typeof parsed.data] : parsed.error.issues.find((i) => i.path[0] === field)?.message;
}

test("a phone whose code no +7 number has is refused with a message about the code, not stored", () => {
  expect(outcome("phone", "7 (000) 000-00-00")).toBe(leadMessages.phoneCodeInvalid);
  expect(outcome("phone", "+7 (123) 456-78-90")).toBe(leadMessages.phoneCodeInvalid);
  expect(outcome("phone", "8 (611) 404-11-12")).toBe(leadMessages.phoneCodeInvalid);
  expect(outcome("phone", "+7 (911) 404")).toBe(leadMessages.phoneInvalid);
  // Moscow, a Russian mobile, a regional city and Kazakhstan all pass.
  expect(outcome("phone", "+7 (495) 120-45-67")).toBe("+74951204567");
  expect(outcome("phone", "89114041112")).toBe("+79114041112");
  expect(outcome("phone", "+7 (343) 222-33-44")).toBe("+73432223344");
  expect(outcome("phone", "+7 (701) 555-12-34")).toBe("+77015551234");
});

test("a number one digit short is refused, never taken for someone else's: the 7 after + is the country's code", () => {
  // The mask shows what was typed; «915123456» is «+7 (915) 123-45-6».
  expect(outcome("phone", "+7 (915) 123-45-6")).toBe(leadMessages.phoneInvalid);
  expect(outcome("phone", "+7 915 123 45 6")).toBe(leadMessages.phoneInvalid);
  expect(outcome("phone", "+79151234567")).toBe("+79151234567");
  expect(outcome("phone", " +7 (915) 123-45-67 ")).toBe("+79151234567");
  // A foreign country's code is no Russian number.
  expect(outcome("phone", "+375 29 123-45-67")).toBe(leadMessages.phoneInvalid);
  // Without the +, eleven digits from 7 or 8 and ten without are read as before.
  expect(outcome("phone", "8 915 123-45-67")).toBe("+79151234567");
  expect(outcome("phone", "915 123-45-67")).toBe("+79151234567");
});

test("a mileage or a price typed as words or with a minus is refused with the field's message, never read as another number", () => {
  expect(outcome("mileage", "-5")).toBe(leadMessages.mileageInvalid);
  expect(outcome("mileage", "−5 000")).toBe(leadMessages.mileageInvalid);
  expect(outcome("mileage", "много")).toBe(leadMessages.mileageInvalid);
  expect(outcome("mileage", "")).toBe(leadMessages.mileageInvalid);
  expect(outcome("expected_price", "много")).toBe(leadMessages.priceInvalid);
  expect(outcome("expected_price", "-1 000 000")).toBe(leadMessages.priceInvalid);
  // Blank stays «not given»; units and separators typed by hand are read.
  expect(outcome("expected_price", "  ")).toBeUndefined();
  expect(outcome("mileage", "38 500 км")).toBe(38_500);
});

test("an empty year of the car given in trade-in is asked for; a wrong one gets the range", () => {
  expect(outcome("car_year", "")).toBe(leadMessages.yearRequired);
  expect(outcome("car_year", "1975")).toBe(leadMessages.yearInvalid(1980, 2027));
  expect(outcome("car_year", "2019")).toBe(2019);
});

test("a name of one letter is taken for a slip and asked for in full; two letters and names with a hyphen pass", () => {
  expect(outcome("name", "А")).toBe(leadMessages.nameTooShort);
  expect(outcome("name", " Я ")).toBe(leadMessages.nameTooShort);
  expect(outcome("name", "")).toBe(leadMessages.nameRequired);
  expect(outcome("name", "Ли")).toBe("Ли");
  expect(outcome("name", "Анна-Мария")).toBe("Анна-Мария");
});

test("a reservation names the car in stock it reserves; without one it is refused with a message, an order or a price request is not", () => {
  const order = { name: "Анна", phone: "+7 (911) 404-11-12", agree: "on", model: "gv70" };
  const reserved = orderRequestSchema.safeParse({ ...order, intent: "reserve", stock_car: "u-EM4196" });
  expect(reserved.success && reserved.data).toMatchObject({ intent: "reserve", stock_car: "u-EM4196" });
  const nothing = orderRequestSchema.safeParse({ ...order, intent: "reserve" });
  expect(nothing.error?.issues).toEqual([expect.objectContaining({ path: ["intent"], message: leadMessages.reserveWithoutCar })]);
  expect(orderRequestSchema.safeParse({ ...order, intent: "price" }).success).toBe(true);
  expect(orderRequestSchema.safeParse(order).data?.intent).toBe("order");
});

test.each(["gv70", "${7*7}", "1 2", "1.0", "-3", "0x1F", "٣", "12abc", "0"])(
  "a city or dealer id %j is no id: refused with the field's message, not read as its digits",
  (id) => {
    const body = { name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", model: "g70" };
    const parsed = testDriveRequestSchema.safeParse({ ...body, city: id, dealer: id });
    expect(parsed.success).toBe(false);
    expect(leadFieldErrors(parsed.error!)).toMatchObject({ city: leadMessages.cityRequired, dealer: leadMessages.dealerRequired });
    expect(testDriveRequestSchema.parse({ ...body, city: " 2 ", dealer: 1 })).toMatchObject({ city: 2, dealer: 1 });
  },
);

test.each([
  ["name", "Иван\nПетров"],
  ["name", "Иван\tПетров"],
  ["surname", "Пет\rров"],
  ["surname", "Пет\u0000ров"],
  ["page", "/g70.html\n/evil"],
  ["utm_source", "yandex\u0007"],
])("a line break, tab or control character in the one-line field %s is refused, never sent on to the sales system", (field, value) => {
  const parsed = serviceRequestSchema.safeParse({ name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", service: "to", [field]: value });
  expect(parsed.success, `${field}: ${JSON.stringify(value)}`).toBe(false);
});

test("a comment keeps its lines as \\n, a tab as a space, and loses other control characters", () => {
  const parsed = serviceRequestSchema.parse({
    name: "Иван",
    phone: "+7 (911) 404-11-12",
    agree: "on",
    service: "to",
    comment: "  Первая\r\nвторая\rтретья\tстрока\u0000\u0007  ",
  });
  expect(parsed.comment).toBe("Первая\nвторая\nтретья строка");
  expect(
    serviceRequestSchema.parse({ name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", service: "to", comment: "\u0000\r\n" }).comment,
  ).toBeUndefined();
});

test("a VIN or plate is read as the mask shows it: spaces and dashes go, letters are capitals; anything else is refused", () => {
  const read = (vin_or_plate: string) =>
    serviceRequestSchema.safeParse({ name: "Иван", phone: "+7 (911) 404-11-12", agree: "on", service: "to", vin_or_plate });
  expect(read("а 123-вс 777").data?.vin_or_plate).toBe("А123ВС777");
  expect(read("kmhgn41ebhu100001").data?.vin_or_plate).toBe("KMHGN41EBHU100001");
  expect(read("KMHGN41EBHU10000O").success).toBe(false);
});
