// Text clean-up for feed rows: whitespace, line-break hyphenation debris, series notes, event names.

/** Single spaces, no control characters, trimmed. */
export function cleanText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\p{Cc}\u00a0\u2007\u202f]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// After "Tierrechts- " a real German elision continues with a conjunction or list word
// ("Tierrechts- und Vegan-Aktion", "Ein- bis Zweifamilienhaus"); line-break debris continues a word
// in lower case ("Menschenrec- htsverletzungen", measured in the Berlin list).
const ELISION_FOLLOWERS = new Set([
  'und',
  'oder',
  'bzw',
  'bis',
  'sowie',
  'noch',
  'als',
  'wie',
  'statt',
  'u',
  'od',
]);

/**
 * Joins words broken by a hyphen and a space where the continuation is lower case and not a
 * conjunction: 'Praktizieren- den' → 'Praktizierenden'. Capitalised continuations are left alone
 * (they may be a dash or a compound: 'Jugendlichen- Schluß').
 */
export function repairHyphenation(text: string): string {
  return text.replace(/(\p{L})- +(\p{Ll}[\p{L}]*)/gu, (whole, last: string, next: string) => {
    const bare = next.toLowerCase();
    if (ELISION_FOLLOWERS.has(bare)) return whole;
    return `${last}${next}`;
  });
}

export interface SeriesSplit {
  text: string;
  /** The list's note on a recurring assembly, e.g. 'vom 01.08. bis 01.10.2026 - täglich'. */
  series: string | null;
}

// Berlin appends the series to the topic: "(vom 01.08. bis 01.10.2026 - täglich)",
// "(vom 01.01. bis 31.12.2026 - jeweils Mo., Di.)", "(jeden letzten Sa. im Monat …)".
const SERIES_SUFFIX =
  /\s*\(((?:vom\s+\d{1,2}\.\d{1,2}\.|jeden\s|jeweils\s|t(?:ä|ae)glich|w(?:ö|oe)chentlich|Versammlung findet )[^()]*)\)\s*$/iu;

export function splitSeries(text: string): SeriesSplit {
  const match = SERIES_SUFFIX.exec(text);
  if (!match || match.index === 0) return { text, series: null };
  const series = cleanText(match[1]).replace(/\s*-\s*jeweils\s*$/, '');
  return { text: text.slice(0, match.index).trim(), series };
}

const NAME_MAX_CHARS = 160;

/**
 * A short event name from a list's topic text, which can run to several sentences: the first sentence
 * when it is short enough, else the text cut at a word boundary with an ellipsis.
 */
export function nameFromText(text: string): string {
  const clean = cleanText(text);
  if (clean.length <= NAME_MAX_CHARS) return clean;
  const sentence = /^(.{20,}?[.!?])\s/u.exec(clean);
  if (sentence?.[1] && sentence[1].length <= NAME_MAX_CHARS) return sentence[1];
  const cut = clean.slice(0, NAME_MAX_CHARS - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/u, '')}…`;
}

/** Case, accents, punctuation and spacing folded away: the identity of a text across small edits. */
export function foldForIdentity(text: string | null | undefined): string {
  return cleanText(text)
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Decodes HTML character references left in JSON text: the Berlin export carries them verbatim
 * ('Warschauer Brücke &#8594; Warschauer Str.', measured on the 2026-08-17 capture).
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,6}));/gi,
    (whole, dec?: string, hex?: string, name?: string) => {
      const code = dec ? Number(dec) : hex ? Number.parseInt(hex, 16) : undefined;
      if (code !== undefined) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      return NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole;
    },
  );
}
