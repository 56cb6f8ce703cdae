// The zod-free part of the test-drive booking contract (contract/test-drive.ts builds the schemas): the
// booking's Russian texts and the slot radio's value. The browser imports these without loading zod;
// contract/test-drive.ts re-exports them.
import { fromDayKey, fromTimeKey } from "./test-drive-time";

/** Texts of the booking. */
export const bookingMessages = {
  slotRequired: "Выберите день и время поездки",
  slotTaken: "Это время уже заняли — выберите другое",
  tooManyUpcoming: (max: number) =>
    `На этот номер телефона уже записано ${max === 1 ? "одна поездка" : max < 5 ? `${max} поездки` : `${max} поездок`} — больше записей наперёд сделать нельзя. Чтобы перенести поездку, позвоните нам.`,
  slotUnavailable: "На это время записаться нельзя — выберите другое из свободных",
  noCar: "В этом дилерском центре нет автомобиля этой модели для тест-драйва — выберите другую модель или дилерский центр",
  dealerNotOffering: "Этот дилерский центр не проводит тест-драйвы — выберите другой",
  booked: "Вы записаны на тест-драйв",
  methodRequired: "Не указан параметр method: ожидается getShedule или request",
} as const;

/** Fields the site's form posts beyond the booking's: the chosen slot as one radio value, 'dd.mm.yyyy HH:MM'. */
export const slotFieldSeparator = " ";

/** A slot radio's value → the booking's date and time, or null. */
export function splitSlot(value: string | undefined): { date: string; time: string } | null {
  const [date, time, ...rest] = (value ?? "").trim().split(slotFieldSeparator);
  if (!date || !time || rest.length > 0 || fromDayKey(date) === null || fromTimeKey(time) === null) return null;
  return { date, time };
}
