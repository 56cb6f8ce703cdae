import { Sections } from "~/components/content/sections";
import { PageHeader } from "~/components/ui/page-header";
import { aboutClosing } from "~/features/company/about";
import { LoungeTabs } from "~/features/company/lounge-tabs";
import { loadTeamQuietly } from "~/features/company/people-api.server";
import { pageMeta } from "~/lib/meta";
import { PagePicture } from "~/features/visuals/page-picture";
import { pagePictureFor } from "~/features/visuals/page-pictures";
import type { Route } from "./+types/about";

/** The year, and the team whose leaders the «Команда» screen shows (from the API; none when it fails). */
export async function loader({ context }: Route.LoaderArgs) {
  return { currentYear: new Date().getFullYear(), workers: await loadTeamQuietly(context) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "О дилере",
    description:
      "Genesis Химки — официальный дилер Genesis на Ленинградском шоссе: шоурум с полным модельным рядом, сервисный центр, команда и гостеприимство в формате лаунжа.",
  });

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="О дилере"
        lead="Дилерский центр Genesis в формате лаунжа: здесь выбирают автомобиль, обслуживают его и просто проводят время без спешки."
      />
      <PagePicture picture={pagePictureFor("/about.html")} />
      <LoungeTabs currentYear={loaderData.currentYear} workers={loaderData.workers} />
      <Sections sections={aboutClosing} />
    </>
  );
}
