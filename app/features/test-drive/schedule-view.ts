import type { BookingAccepted, Schedule } from "@contract/test-drive";
import type { LeadFailure, LeadSuccess } from "~/features/leads/lead-result";

/**
 * The schedule the form shows for one dealer and model: loaded, or failed with what the visitor
 * reads (the dealer has no car of the model, or the service is down: the callback form stands in).
 */
export type ScheduleView =
  { dealer: number; model: string; ok: true; schedule: Schedule } | { dealer: number; model: string; ok: false; message: string };

/** What the test-drive action answers: a lead result, the booked visit on success, the schedule again on a refusal. */
export type TestDriveResult = (LeadSuccess & { booking?: BookingAccepted["booking"] }) | (LeadFailure & { schedule?: ScheduleView });

/** The schedule failed to load: the visitor can still ask to be called back. */
export const scheduleTexts = {
  unavailable: "Не удалось загрузить расписание. Оставьте заявку — менеджер перезвонит и предложит свободное время.",
  loading: "Загружаем свободное время…",
  chooseModel: "Выберите модель, чтобы увидеть свободное время",
  noFreeTime: "Свободного времени в ближайшие две недели нет. Оставьте заявку — менеджер предложит другой день.",
  showTimes: "Показать свободное время",
  shownFor: "Выберите день и время — показано свободное время выбранной модели в выбранном дилерском центре",
} as const;
