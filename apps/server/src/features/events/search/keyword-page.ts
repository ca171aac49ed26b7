// A keyword page lists the events whose name holds every word first, then the others that match, each part in
// the requested order (spec: search by name; the issue: "ranked, name first"). No index returns that order, so
// the search used to read and sort every match in the area, which grew with the number of matches (decision 014).
//
// Most pages are decided by the first events of the area in start order instead (the walk): those that match,
// and whether their names do, are the start of both parts. This module decides from a walk, and from the name
// matches found anywhere when the walk holds too few of them; the repository runs the queries.

/** A matching event among the walked ones, in order. */
export interface WalkedMatch {
  id: number;
  nameMatch: boolean;
}

export interface KeywordWalk {
  /** The walked events that match the words, in the page's order. */
  matches: readonly WalkedMatch[];
  /** Whether the walk reached the last event of the area: then it saw every match. */
  complete: boolean;
}

/** The walk reads this many events per event of the pages up to the one asked for, within these bounds. */
const WALK_PER_PAGE_EVENT = 20;
const WALK_MIN = 500;
export const WALK_MAX = 10_000;

export function walkSize(offset: number, limit: number): number {
  return Math.min(WALK_MAX, Math.max(WALK_MIN, WALK_PER_PAGE_EVENT * (offset + limit)));
}

export const NAME_MATCHES_NEEDED = 'name matches needed';

/**
 * The page's ids, or what is missing to tell it: NAME_MATCHES_NEEDED when the name matches beyond the walk
 * could rank before its other matches (pass them, the first offset + limit of them in order, as `nameMatches`),
 * or undefined when only the search of every match can tell. That search is also taken when the walk holds no
 * name match and fewer matches than the pages up to this one: the words are rare in the area, so that search
 * reads few rows, and PostgreSQL cannot know it (a `like` pattern's rarity is a guess), so a search of the name
 * matches could read the area's every event in start order looking for them.
 */
export function decideKeywordPage(
  walk: KeywordWalk,
  offset: number,
  limit: number,
  nameMatches?: readonly number[],
): number[] | typeof NAME_MATCHES_NEEDED | undefined {
  const wanted = offset + limit;
  const walkedNames = walk.matches.filter((match) => match.nameMatch).map((match) => match.id);
  const others = walk.matches.filter((match) => !match.nameMatch).map((match) => match.id);
  if (walk.complete) return [...walkedNames, ...others].slice(offset, wanted);
  // The first name matches in order are the walked ones: any earlier event would have been walked.
  if (walkedNames.length >= wanted) return walkedNames.slice(offset, wanted);
  if (walkedNames.length === 0 && walk.matches.length < wanted) return undefined;
  if (!nameMatches) return NAME_MATCHES_NEEDED;
  if (nameMatches.length >= wanted) return nameMatches.slice(offset, wanted);
  // Fewer name matches than the page reaches: all of them come first, then the walk's first others in order, if
  // it holds enough of them (the first others in order are walked ones, as above).
  const othersNeeded = wanted - nameMatches.length;
  if (others.length < othersNeeded) return undefined;
  return [...nameMatches, ...others.slice(0, othersNeeded)].slice(offset, wanted);
}
