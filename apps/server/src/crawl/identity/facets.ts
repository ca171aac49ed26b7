// The folded facts that identify an assembly across crawls (see identity/match-items.ts).
import type { DraftFacets } from '../feed.js';
import type { TimeRange } from '../normalise/local-time.js';
import { foldForIdentity } from '../normalise/text.js';

const pad = (n: number) => String(n).padStart(2, '0');

export function timeFacet(range: TimeRange): string {
  const clock = (t: TimeRange['start']) => (t ? `${pad(t.hour)}:${pad(t.minute)}` : '');
  return `${clock(range.start)}-${clock(range.end)}`;
}

export function buildFacets(input: {
  day: string;
  range: TimeRange;
  title: string;
  place: string | null | undefined;
  route?: string | null | undefined;
  organiser?: string | null | undefined;
  series?: string | null | undefined;
}): DraftFacets {
  return {
    day: input.day,
    time: timeFacet(input.range),
    title: foldForIdentity(input.title),
    place: foldForIdentity(input.place),
    route: foldForIdentity(input.route),
    organiser: foldForIdentity(input.organiser),
    series: foldForIdentity(input.series),
  };
}
