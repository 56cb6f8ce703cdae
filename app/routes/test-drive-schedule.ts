import { loadSchedule, scheduleKey } from "~/features/test-drive/schedule.server";
import type { Route } from "./+types/test-drive-schedule";

/** GET /test-drive/schedule?dealer=…&model=…: the schedule the booking form shows, never cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const key = scheduleKey(params.get("dealer"), params.get("model"));
  if (!key)
    return Response.json({ message: "Укажите дилерский центр и модель" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  return Response.json(await loadSchedule(context, key, request.signal), { headers: { "Cache-Control": "no-store" } });
}
