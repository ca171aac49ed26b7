// A spreadsheet cell's time (issue 15 "Excel Upload"): a date cell, text in the import's format, or ISO text, local
// to Europe/Berlin (DESIGN §4.10), as ISO 8601 with its offset.
import { DateTime } from 'luxon';
import { berlinLocalToUtc } from '../../crawl/normalise/local-time.js';
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import type { Cell } from './spreadsheet-reader.js';

/** A wall time in Berlin as ISO 8601 with its offset, e.g. 2030-03-12T18:00:00+01:00 (undefined if no such day). */
function berlinIso(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  if (year < 1900 || year > 2999 || hour > 23 || minute > 59 || second > 59) return undefined;
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (wall.getUTCMonth() !== month - 1 || wall.getUTCDate() !== day) return undefined;
  const dayText = wall.toISOString().slice(0, 10);
  const utc = berlinLocalToUtc(dayText, { hour, minute }).getTime() + second * 1_000;
  const offset = Math.round((wall.getTime() - utc) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  // A time skipped by the spring change reads as the hour after it (crawl/normalise/local-time.ts).
  const shown = new Date(utc + offset * 60_000);
  return `${shown.toISOString().slice(0, 19)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const NUMERIC_TOKENS: Record<string, string> = {
  yyyy: 'year',
  yy: 'year2',
  MM: 'month',
  M: 'month',
  dd: 'day',
  d: 'day',
  HH: 'hour',
  H: 'hour',
  mm: 'minute',
  m: 'minute',
  ss: 'second',
  s: 'second',
};

/**
 * A format of numbers only (dd.MM.yyyy HH:mm and the like) as one regular expression: Luxon's fromFormat builds
 * its parser anew on every call (~100 µs, a second per 10,000 rows). Other formats (month names, AM/PM) go to
 * Luxon. undefined when the format has other tokens.
 */
function numericParser(format: string): ((text: string) => string | undefined) | undefined {
  const parts: string[] = [];
  const groups: string[] = [];
  // Runs of one letter are tokens (MMMM is a month name, not MM twice), quoted text and the rest are literals.
  const pattern = /([A-Za-z])\1*|'[^']*'|[^A-Za-z']+/g;
  for (const [token] of format.matchAll(pattern)) {
    const name = NUMERIC_TOKENS[token];
    if (name) {
      groups.push(name);
      // Lenient on padding: a sheet's 1.3.2030 is meant as 01.03.2030.
      parts.push(token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})');
    } else if (/^[A-Za-z]/.test(token)) {
      return undefined;
    } else {
      const literal = token.startsWith("'") ? token.slice(1, -1) : token;
      parts.push(literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*'));
    }
  }
  if (!groups.includes('year') && !groups.includes('year2')) return undefined;
  const regex = new RegExp(`^${parts.join('')}$`);
  return (text) => {
    const match = regex.exec(text);
    if (!match) return undefined;
    const value: Record<string, number> = { month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    groups.forEach((name, index) => {
      value[name] = Number(match[index + 1]);
    });
    const year = value.year ?? 2000 + (value.year2 ?? 0);
    return berlinIso(
      year,
      value.month ?? 1,
      value.day ?? 1,
      value.hour ?? 0,
      value.minute ?? 0,
      value.second ?? 0,
    );
  };
}

const parsers = new Map<string, ((text: string) => string | undefined) | undefined>();

/** A time as ISO 8601 with offset: a date cell, text in the format, or ISO text; local to Europe/Berlin. */
export function parseTime(cell: Cell, format: string, language: 'en' | 'de'): string | undefined {
  if (cell instanceof Date) {
    // exceljs gives the sheet's wall time in the Date's UTC fields.
    return berlinIso(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
    );
  }
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim().replace(/\s+/g, ' ');
  if (!parsers.has(format)) {
    if (parsers.size > 100) parsers.clear();
    parsers.set(format, numericParser(format));
  }
  const fast = parsers.get(format);
  const quick = fast?.(text);
  if (quick !== undefined) return quick;
  const locale = language === 'de' ? 'de-DE' : 'en-US';
  const formatted = fast
    ? DateTime.invalid('numeric')
    : DateTime.fromFormat(text, format, { zone: EVENT_TIME_ZONE, locale });
  const parsed = formatted.isValid
    ? formatted
    : DateTime.fromISO(text, { zone: EVENT_TIME_ZONE, setZone: true });
  if (!parsed.isValid || parsed.year < 1900 || parsed.year > 2999) return undefined;
  return parsed.toISO({ suppressMilliseconds: true }) ?? undefined;
}
