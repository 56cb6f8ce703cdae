/** How long a file the current build no longer names stays served. */
export const KEEP_DAYS: number;
/** Of the files before a build, those to put back beside the new build's, with when each left the builds. */
export function assetsToKeep(
  previous: Map<string, number | null>,
  current: Set<string>,
  now: number,
  keepDays?: number,
): Map<string, number>;
/** What a build set aside: a copy of the hashed files and when each left the builds. */
export type SetAside = { stash: string | null; previous: Map<string, number | null> };
/** Before the build: copies the build's hashed files aside and reads when each left the builds. */
export function setAside(buildDir: string): SetAside;
/** After a build: puts the files still kept back beside the new ones and records when each was retired. */
export function restore(buildDir: string, aside: SetAside, now?: number): { kept: number; dropped: number };
