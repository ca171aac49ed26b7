// The text of an ical-generator calendar, as its toString() writes it, in a fraction of the time. toString() folds
// the finished text (RFC 5545 §3.1) measuring every character with a new TextEncoder: that was most of a feed's
// render and most of its garbage (profile in decision 020). Here the library still writes every
// line; only the folding is done in one pass. ics-text.test.ts checks both give the same bytes.
import type { ICalCalendar } from 'ical-generator';

const CRLF = '\r\n';

/**
 * calendar.toString() without the library's folding: the calendar's own lines written without events (they
 * hold no line breaks, so unfolding them is exact), the VTIMEZONE blocks where the library puts them (after
 * X-WR-CALDESC, before the refresh interval), each event's lines, folded once.
 */
export function writeCalendar(calendar: ICalCalendar, timezones: readonly string[]): string {
  const events = calendar.events();
  const eventLines = events.map((event) => event.toString()).join('');
  calendar.clear();
  const envelope = calendar.toString().replaceAll(`${CRLF} `, '');
  calendar.events(events);
  const zones = events.length > 0 ? timezones.map((zone) => `${zone}${CRLF}`).join('') : '';
  const refresh = envelope.indexOf(`${CRLF}REFRESH-INTERVAL`);
  const end = envelope.lastIndexOf('END:VCALENDAR');
  if (refresh < 0 || end < 0) throw new Error('unexpected calendar envelope');
  return foldLines(
    `${envelope.slice(0, refresh + CRLF.length)}${zones}${envelope.slice(refresh + CRLF.length, end)}${eventLines}END:VCALENDAR`,
  );
}

/** ical-generator's foldLines: a line break and a space once a line would pass 74 bytes of UTF-8. */
export function foldLines(text: string): string {
  return text.split(CRLF).map(foldLine).join(CRLF);
}

function foldLine(line: string): string {
  let folded = '';
  let segmentStart = 0;
  let bytes = 0;
  for (let i = 0; i < line.length; ) {
    // The library takes a high surrogate together with whatever follows it, as one piece.
    const code = line.charCodeAt(i);
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < line.length ? 2 : 1;
    const size = utf8Bytes(line, i, width);
    bytes += size;
    if (bytes > 74) {
      folded += `${line.slice(segmentStart, i)}${CRLF} `;
      segmentStart = i;
      bytes = size;
    }
    i += width;
  }
  return segmentStart === 0 ? line : folded + line.slice(segmentStart);
}

/** UTF-8 bytes TextEncoder writes for `width` code units at `at` (a lone surrogate becomes U+FFFD, 3 bytes). */
function utf8Bytes(text: string, at: number, width: number): number {
  const code = text.charCodeAt(at);
  if (width === 2) {
    const next = text.charCodeAt(at + 1);
    return next >= 0xdc00 && next <= 0xdfff ? 4 : 3 + utf8Bytes(text, at + 1, 1);
  }
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return 3;
}
