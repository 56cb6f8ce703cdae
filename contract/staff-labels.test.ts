import { expect, test } from "vitest";
import { leadKindLabel, staffDetails } from "./staff-labels";

test("a lead's details read in the form's order whatever order the database keeps them in", () => {
  // jsonb hands keys back shortest first: «Пробег» before «Марка», the comment before the car.
  const stored = {
    comment: "Зимняя резина в комплекте",
    mileage: "85000",
    car_year: "2019",
    car_make: "BMW",
    car_model: "X5",
    expected_price: "4500000",
    utm_extra: "x",
    slot_start: "2026-11-27T07:00:00Z",
  };
  expect(staffDetails(stored).map(([key]) => key)).toEqual([
    "car_make",
    "car_model",
    "car_year",
    "mileage",
    "expected_price",
    "comment",
    "utm_extra",
  ]);
  const booking = { slot_time: "10:00", comment: "", car: "GV80 Премиум", slot_date: "27.11.2026" };
  expect(staffDetails(booking).map(([key]) => key)).toEqual(["car", "slot_date", "slot_time", "comment"]);
});

test("staff tell a booking from a cancelled one and from a request for a call, and a reservation from an order", () => {
  expect(leadKindLabel({ type: "test-drive", booked: "27.11.2026, 10:00" })).toBe("Запись на тест-драйв");
  expect(leadKindLabel({ type: "test-drive", booked: null })).toBe("Тест-драйв");
  expect(leadKindLabel({ type: "test-drive", booked: "27.11.2026, 10:00", bookingCancelledAt: "2026-11-21T09:00:00.000Z" })).toBe(
    "Запись на тест-драйв отменена",
  );
  expect(leadKindLabel({ type: "test-drive", booked: "27.11.2026, 10:00", bookingCancelledAt: null })).toBe("Запись на тест-драйв");
  expect(leadKindLabel({ type: "order", booked: null, intent: "reserve" })).toBe("Бронирование автомобиля из наличия");
  expect(leadKindLabel({ type: "order", booked: null, intent: "price" })).toBe("Заказ автомобиля");
  expect(leadKindLabel({ type: "fleet", booked: null })).toBe("Другая заявка (fleet)");
});
