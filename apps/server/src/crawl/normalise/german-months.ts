// German month names and abbreviations as calendars print them ('Okt', 'Oktober', 'Mrz', 'März').
const MONTHS: readonly [string, number][] = [
  ['jan', 1],
  ['feb', 2],
  ['mär', 3],
  ['mae', 3],
  ['mrz', 3],
  ['mar', 3],
  ['apr', 4],
  ['mai', 5],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sep', 9],
  ['okt', 10],
  ['nov', 11],
  ['dez', 12],
];

export function germanMonth(word: string): number | undefined {
  const lower = word.toLowerCase();
  return MONTHS.find(([prefix]) => lower.startsWith(prefix))?.[1];
}
