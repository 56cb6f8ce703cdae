import { visitFile } from "~/features/test-drive/visit-file.server";
import type { Route } from "./+types/test-drive-visit";

/** GET /test-drive/visit.ics?…: the booked visit as an iCalendar file (the confirmation links it). */
export function loader({ request, context }: Route.LoaderArgs) {
  return visitFile(request, context);
}
