// The booked visit as an iCalendar file (RFC 5545), for «Добавить в календарь». Times are written in
// UTC (the 'Z' form): every calendar shows them in its owner's zone, so a visit at 10:00 in Moscow is
// 10:00 on a phone set to Moscow time and 12:00 on one set to Yekaterinburg, never shifted by a guess.

/** What the file describes. */
export type VisitEvent = {
  /** The lead's id: the same visit imported twice stays one event. */
  id: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
};

/** '20261124T070000Z' */
function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (UTF-8), never inside a character: Cyrillic is two octets each. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The whole .ics file, lines ending in CRLF. */
export function visitCalendar(event: VisitEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Genesis Химки//Запись на тест-драйв//RU",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@test-drive.genesis-khimki.ru`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT2H",
    `DESCRIPTION:${escapeText(event.summary)}`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
