import type { AppLoadContext } from "react-router";
import { modelFamilies } from "~/features/models/model-pages";
import { loadTestDriveChoices } from "./test-drive-choices.server";
import { visitCalendar } from "./visit-calendar";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const longestVisitMs = 4 * 60 * 60_000;

function refuse(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The .ics of a booked visit: the dealer's name and address from the test-drive dealers the site
 * lists, the model's name, the start and end the booking answered. Anything else is 400 in Russian.
 */
export async function visitFile(request: Request, context: AppLoadContext): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const id = params.get("id") ?? "";
  const family = modelFamilies.find((f) => f.code === params.get("model"));
  const start = new Date(params.get("start") ?? "");
  const end = new Date(params.get("end") ?? "");
  if (!uuid.test(id) || !family) return refuse("Неверная ссылка на запись: нет номера заявки или модели");
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start || end.getTime() - start.getTime() > longestVisitMs) {
    return refuse("Неверная ссылка на запись: неверное время поездки");
  }
  const choices = await loadTestDriveChoices(context);
  const dealer = choices?.cities.flatMap((city) => city.dealers).find((d) => String(d.id) === params.get("dealer"));
  if (!dealer) return refuse("Неверная ссылка на запись: дилерский центр не найден");
  const body = visitCalendar({
    id,
    start,
    end,
    summary: `Тест-драйв ${family.fullName}`,
    location: dealer.address,
    description: `${dealer.name}, ${dealer.address}. Возьмите с собой водительское удостоверение. Номер заявки: ${id.slice(0, 8)}.`,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="test-drive-genesis.ics"',
      "Cache-Control": "private, max-age=3600",
    },
  });
}
