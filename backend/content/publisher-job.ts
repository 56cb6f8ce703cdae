// The studio's background work: scheduled revisions are published when their moment comes (every 15 s
// in every process; the item's advisory lock and its state row make a revision published once), and
// items deleted more than 30 days ago are purged.
import { logger } from "@platform/logger";
import type { Db } from "../db/database";
import type { JobDefinition } from "../jobs/job-runner";
import { studioAdapters } from "./kinds";
import { publishDue, purgeDeleted } from "./revisions";

export const contentPublisherJobKind = "content-publisher";
const adapters = studioAdapters;

/** The publisher for the backend's runner. */
export function contentPublisherJob(db: Db, now: () => Date = () => new Date()): JobDefinition {
  let lastPurge = 0;
  return {
    kind: contentPublisherJobKind,
    intervalMs: 15_000,
    jitterMs: 2_000,
    run: async () => {
      const moment = now();
      const published = await publishDue(db, adapters, moment);
      if (published > 0) logger.info({ published }, `Опубликовано по расписанию: ${published}`);
      if (moment.getTime() - lastPurge > 60 * 60_000) {
        lastPurge = moment.getTime();
        const purged = await purgeDeleted(db, adapters, moment);
        if (purged > 0) logger.info({ purged }, `Удалённые более 30 дней назад материалы стёрты: ${purged}`);
      }
    },
  };
}
