// Event search criteria ↔ URL query. Short, readable parameters; anything malformed falls back to
// the default for that part, so an edited or outdated link still opens a working search.
import {
  DEFAULT_COUNTRY,
  DEFAULT_RADIUS_KM,
  type EventSearchCriteria,
  MAX_RADIUS_KM,
  MIN_RADIUS_KM,
  type SearchArea,
  type TimeFilter,
} from './criteria';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | null): value is string {
  if (value === null || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function idsOf(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(ids.filter((id) => id > 0 && id <= 2_147_483_647))];
}

function numberOf(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined;
}

function timeOf(query: URLSearchParams): TimeFilter {
  const mode = query.get('time');
  const from = query.get('from');
  const to = query.get('to');
  if (mode === 'past') return { mode: 'past' };
  if (mode === 'range' && isDate(from) && isDate(to))
    return from <= to ? { mode, from, to } : { mode, from: to, to: from };
  return isDate(from) ? { mode: 'future', from } : { mode: 'future' };
}

function areaOf(query: URLSearchParams): SearchArea {
  const radiusKm = numberOf(query.get('radius'), MIN_RADIUS_KM, MAX_RADIUS_KM) ?? DEFAULT_RADIUS_KM;
  if (query.get('area') === 'perimeter') {
    const lat = numberOf(query.get('lat'), -90, 90);
    const lng = numberOf(query.get('lng'), -180, 180);
    const center = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
    return center ? { mode: 'perimeter', center, radiusKm } : { mode: 'perimeter', radiusKm };
  }
  const country = (query.get('country') ?? '').toUpperCase();
  return {
    mode: 'address',
    city: (query.get('city') ?? '').slice(0, 120),
    zip: (query.get('zip') ?? '').slice(0, 12),
    country: /^[A-Z]{2}$/.test(country) ? country : DEFAULT_COUNTRY,
    radiusKm,
  };
}

export function criteriaFromQuery(query: URLSearchParams): EventSearchCriteria {
  return {
    keyword: (query.get('q') ?? '').slice(0, 200),
    time: timeOf(query),
    topicIds: idsOf(query.get('topics')),
    typeIds: idsOf(query.get('types')),
    area: areaOf(query),
  };
}

/** Only what differs from the defaults is written, so a plain search has a plain URL. */
export function queryFromCriteria(criteria: EventSearchCriteria): URLSearchParams {
  const query = new URLSearchParams();
  if (criteria.keyword.trim() !== '') query.set('q', criteria.keyword.trim());
  const { time, area } = criteria;
  if (time.mode !== 'future') query.set('time', time.mode);
  if (time.mode !== 'past' && time.from !== undefined) query.set('from', time.from);
  if (time.mode === 'range') query.set('to', time.to);
  if (criteria.topicIds.length > 0)
    query.set('topics', [...criteria.topicIds].sort((a, b) => a - b).join(','));
  if (criteria.typeIds.length > 0) query.set('types', [...criteria.typeIds].sort((a, b) => a - b).join(','));
  if (area.mode === 'perimeter') {
    query.set('area', 'perimeter');
    if (area.center) {
      query.set('lat', area.center.lat.toFixed(5));
      query.set('lng', area.center.lng.toFixed(5));
    }
  } else {
    if (area.city.trim() !== '') query.set('city', area.city.trim());
    if (area.zip.trim() !== '') query.set('zip', area.zip.trim());
    if (area.country !== DEFAULT_COUNTRY) query.set('country', area.country);
  }
  if (area.radiusKm !== DEFAULT_RADIUS_KM) query.set('radius', String(area.radiusKm));
  return query;
}
