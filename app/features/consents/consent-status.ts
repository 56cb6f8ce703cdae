import type { ConsentSummary } from "@contract/consent-documents";
import { localDayOf } from "@contract/test-drive-time";
import { formatDate } from "~/lib/format";

/** A version's moment as a Moscow day: «5 декабря 2026». */
export const consentDay = (moment: string) => formatDate(localDayOf(new Date(moment)));

/**
 * Where a version stands, in words: «действует с 5 декабря 2026» for the one in effect, «действовала с …
 * по …» for an earlier one (until the next took effect), «вступает в силу …» for one still ahead.
 */
export function consentStatus(version: ConsentSummary, current: readonly ConsentSummary[], versions: readonly ConsentSummary[]): string {
  const inEffect = current.find((other) => other.kind === version.kind);
  if (inEffect?.id === version.id) return `действует с ${consentDay(version.effectiveFrom)}`;
  const at = (v: ConsentSummary) => new Date(v.effectiveFrom).getTime();
  if (inEffect && at(version) > at(inEffect)) return `вступает в силу ${consentDay(version.effectiveFrom)}`;
  const next = versions.filter((other) => other.kind === version.kind && at(other) > at(version)).sort((a, b) => at(a) - at(b))[0];
  return next
    ? `действовала с ${consentDay(version.effectiveFrom)} по ${consentDay(next.effectiveFrom)}`
    : `действовала с ${consentDay(version.effectiveFrom)}`;
}
