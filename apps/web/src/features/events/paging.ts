// Page numbers of the 'All Events' table (spec §2 event-list/{pageNumber}).

/** A whole page number ≥ 1 from the URL, or undefined ('abc', '0', '-1', '1.5', '1e3', huge). */
export function parsePageNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,6}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The page links to show: the first and last pages, and two on each side of the current one,
 * with 'gap' where pages are left out: 1 … 4 5 [6] 7 8 … 40.
 */
export function pageLinks(page: number, pageCount: number, around = 2): (number | 'gap')[] {
  const shown = new Set<number>([1, pageCount]);
  for (let candidate = page - around; candidate <= page + around; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  for (const [index, entry] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && entry - previous > 1) links.push('gap');
    links.push(entry);
  }
  return links;
}
