// Issue 18 "Cross-source duplicates" (decision 048): when two sources publish the same assembly. The database
// finds the candidates (same Europe/Berlin day, first locations within SAME_PLACE_KM, other source; see
// event-duplicates.repository.ts); these rules decide on the names and form the groups.

/** Two first locations within this distance are the same place (a square, a street corner). */
export const SAME_PLACE_KM = 0.3;

/**
 * The least share of the shorter name's words that the other name must hold. Measured on the Berlin captures with
 * organisation events built to match and near misses (decision 048, bench/README.md).
 */
export const NAME_SIMILARITY_MIN = 0.5;

/**
 * Words that say what kind of gathering it is, or where, rather than which one: two assemblies on one square are
 * often both a "Kundgebung" in "Berlin". Folded as the names are (see nameWords).
 */
const STOP_WORDS = new Set(
  (
    'und oder der die das den dem des ein eine einer eines einen fur mit von vom zum zur auf bei aus nach gegen ' +
    'wir ihr sie ist sind nicht kein keine auch als wie uber unter vor alle aller allen ' +
    'the and for with from against our all not ' +
    'demo demos demonstration kundgebung mahnwache protest protestaktion aktion aufzug versammlung ' +
    'rally march vigil berlin taglich jeweils bis'
  ).split(' '),
);

/** A word this long or longer matches a word it begins (Kantstr. and Kantstrasse, Mahnwache and Mahnwachen). */
const PREFIX_MIN = 5;

/**
 * The words of a name folded as the search folds it (lower case, accents off, ä/ae as a: the database's
 * fold_umlaut_digraphs(lower(immutable_unaccent(name)))), without stop words and words of one or two letters.
 */
export function nameWords(foldedName: string): string[] {
  const words = foldedName
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

function isSameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= PREFIX_MIN && longer.startsWith(shorter);
}

/**
 * The share (0…1) of the shorter name's words found in the other name. The police list's names are the whole
 * topic of a notification, often a paragraph, where an organisation names its event in a few words: the share
 * of the short name's words is what tells them apart, not a share of all words (Jaccard) or of trigrams.
 */
export function nameSimilarity(foldedA: string, foldedB: string): number {
  const a = nameWords(foldedA);
  const b = nameWords(foldedB);
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length === 0) return 0;
  const found = shorter.filter((word) => longer.some((other) => isSameWord(word, other))).length;
  return found / shorter.length;
}

export function isSameAssemblyName(foldedA: string, foldedB: string): boolean {
  return nameSimilarity(foldedA, foldedB) >= NAME_SIMILARITY_MIN;
}

export interface GroupMember {
  id: number;
  /** Written by a feed (the police list, a city's list): the authority's notification is the canonical one. */
  isCrawled: boolean;
}

/**
 * The groups the matching pairs make (connected members), each member mapped to its group's canonical event:
 * a crawled one first, then the lowest id, so the choice does not depend on the order of writes. Members in no
 * pair are left out.
 */
export function groupDuplicates(
  members: readonly GroupMember[],
  pairs: readonly (readonly [number, number])[],
): Map<number, number> {
  const parent = new Map<number, number>(members.map((member) => [member.id, member.id]));
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at) as number;
    parent.set(id, at);
    return at;
  };
  for (const [a, b] of pairs) {
    if (!parent.has(a) || !parent.has(b)) continue;
    parent.set(root(a), root(b));
  }
  const groups = new Map<number, GroupMember[]>();
  for (const member of members) {
    const key = root(member.id);
    groups.set(key, [...(groups.get(key) ?? []), member]);
  }
  const canonicalOf = new Map<number, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const canonical = [...group].sort((a, b) => Number(b.isCrawled) - Number(a.isCrawled) || a.id - b.id)[0];
    for (const member of group) canonicalOf.set(member.id, (canonical as GroupMember).id);
  }
  return canonicalOf;
}
