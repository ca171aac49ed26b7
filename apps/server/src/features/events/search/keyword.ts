// Splits a typed keyword into the words a search must find. The spelling folds (case, accents, umlauts,
// ß) happen in SQL with the same function the index uses (migration 008), so query and index always agree.

/** More words than this are ignored: each word is one more pattern every candidate row is checked against. */
export const KEYWORD_WORDS_MAX = 8;

/**
 * 'Klima-Demo  in München!' → ['klima', 'demo', 'in', 'münchen']. Words are runs of letters and digits, so
 * the result never holds a LIKE wildcard (% or _) or an escape character. Duplicates are dropped, and a word
 * that another word contains adds nothing (every word must match anyway).
 */
export function keywordWords(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = keyword
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const unique = [...new Set(words)].sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  for (const word of unique) {
    if (!kept.some((longer) => longer.includes(word))) kept.push(word);
  }
  return kept.slice(0, KEYWORD_WORDS_MAX);
}
