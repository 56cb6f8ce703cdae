// Highlighted passages come from PostgreSQL's ts_headline, which marks the words the query matched
// (stemmed as the index stems them). The marks are two private-use characters no text holds (the
// query strips them from the texts first), and the answer carries segments, never markup.
import type { SearchSegment } from "@contract/search";

const startMark = "\uE000";
const stopMark = "\uE001";

/** ts_headline options of a snippet: a passage of 15 to 35 words around the best match. */
export const headlineOptions = `StartSel="${startMark}", StopSel="${stopMark}", MinWords=15, MaxWords=35, ShortWord=2`;

/** ts_headline options of a title: the whole title, every match marked. */
export const titleHeadlineOptions = `StartSel="${startMark}", StopSel="${stopMark}", HighlightAll=true`;

/** A marked headline as segments: the marked words are hits; empty pieces are left out. */
export function segmentsOf(headline: string): SearchSegment[] {
  const segments: SearchSegment[] = [];
  let hit = false;
  let text = "";
  const flush = () => {
    if (text === "") return;
    const last = segments.at(-1);
    if (last && last.hit === hit) last.text += text;
    else segments.push({ text, hit });
    text = "";
  };
  for (const char of headline) {
    if (char === startMark || char === stopMark) {
      flush();
      hit = char === startMark;
    } else {
      text += char;
    }
  }
  flush();
  return segments;
}
