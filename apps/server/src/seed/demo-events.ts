// ~500 invented events over the year around the reference date: past and future, in many cities, some
// marches along a route of several locations. German names and descriptions, raw strings as feeds send them.
import type { EventLocation, EventStatus } from '../db/tables.js';
import type { DemoCity } from './demo-cities.js';
import { DEMO_CITIES } from './demo-cities.js';
import type { DemoSource } from './demo-sources.js';
import { DEMO_EVENT_TYPES, DEMO_TOPICS, type DemoEventType, type DemoTopic } from './demo-taxonomy.js';
import type { Random } from './random.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Events spread over about six months either side of the reference date. */
const SPREAD_DAYS = 182;

export interface DemoEvent {
  name: string;
  description: string;
  short_description: string | null;
  url: string | null;
  typeKey: DemoEventType['key'];
  topicKeys: string[];
  /** Index into the demo sources. */
  sourceIndex: number;
  start_time: Date;
  end_time: Date | null;
  status: EventStatus;
  locations: EventLocation[];
  raw_location: string;
  raw_participants: string | null;
  raw_organiser: string;
  created_at: Date;
  deleted_at: Date | null;
}

const SQUARES = ['Marktplatz', 'Rathausplatz', 'Bahnhofsvorplatz', 'Schlossplatz', 'Kirchplatz', 'Stadtpark'];
const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Kirchstraße',
  'Schillerstraße',
  'Goethestraße',
  'Ringstraße',
];
const PARTICIPANTS = [
  'ca. 20',
  '30',
  'ca. 50',
  '80-100',
  '150',
  'ca. 200',
  '300-500',
  '1.000',
  'ca. 2.500',
  'unbekannt',
];
const CALLS = [
  'Bringt Schilder, Transparente und gute Laune mit.',
  'Alle sind herzlich eingeladen, auch Familien mit Kindern.',
  'Die Veranstaltung ist barrierefrei erreichbar.',
  'Im Anschluss gibt es Gelegenheit zum Austausch.',
  'Bitte achtet aufeinander und folgt den Hinweisen der Ordner*innen.',
];

const NAME_TEMPLATES: Record<DemoEventType['key'], (slogan: string, city: string) => string> = {
  demonstration: (s, c) => `Demo „${s}“ in ${c}`,
  rally: (s) => `Kundgebung: ${s}`,
  march: (s) => `Aufzug „${s}“`,
  strike: (s) => `Warnstreik – ${s}`,
  vigil: (s) => `Mahnwache: ${s}`,
  'bike-demo': (s) => `Fahrraddemo: ${s}`,
  'sit-in': (s) => `Sitzblockade „${s}“`,
  'info-stand': (s) => `Infostand: ${s}`,
};

/** Typical length of each kind of event, in hours [min, max]. */
const DURATION_HOURS: Record<DemoEventType['key'], [number, number]> = {
  demonstration: [2, 3],
  rally: [1, 2],
  march: [2, 4],
  strike: [6, 9],
  vigil: [1, 2],
  'bike-demo': [2, 3],
  'sit-in': [2, 5],
  'info-stand': [3, 6],
};

// Strikes are about work; other types take any topic.
const STRIKE_TOPICS = ['labour', 'health', 'education', 'transport'];

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
}

function topicByKey(key: string): DemoTopic {
  const topic = DEMO_TOPICS.find((t) => t.key === key);
  if (!topic) throw new Error(`unknown demo topic ${key}`);
  return topic;
}

/** A point within about `km` kilometres of `from`, rounded to 5 decimals (about 1 m). */
function near(random: Random, from: { lat: number; lon: number }, km: number): [lon: number, lat: number] {
  const dLat = ((random.next() * 2 - 1) * km) / 111;
  const dLon = ((random.next() * 2 - 1) * km) / (111 * Math.cos((from.lat * Math.PI) / 180));
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return [round(from.lon + dLon), round(from.lat + dLat)];
}

function buildLocations(random: Random, city: DemoCity, isMarch: boolean): EventLocation[] {
  const count = isMarch ? random.int(2, 5) : 1;
  const locations: EventLocation[] = [];
  let at = { lat: city.lat, lon: city.lon };
  for (let i = 0; i < count; i++) {
    // A route walks on from its previous stop; a single location is anywhere in the inner city.
    const coordinates = near(random, at, i === 0 ? 2.5 : 0.8);
    at = { lon: coordinates[0], lat: coordinates[1] };
    const onStreet = random.chance(0.5);
    locations.push({
      geography: { type: 'Point', coordinates },
      country: 'DE',
      city: city.name,
      zip_code: city.zip_code,
      street: onStreet ? random.pick(STREETS) : random.pick(SQUARES),
      house_number: onStreet ? String(random.int(1, 90)) : null,
    });
  }
  return locations;
}

function rawLocation(first: EventLocation, city: DemoCity): string {
  const place = first.house_number ? `${first.street} ${first.house_number}` : first.street;
  return `${place}, ${city.zip_code} ${city.name}`;
}

function pickOrganiser(
  random: Random,
  sources: readonly DemoSource[],
  city: DemoCity,
  typeKey: string,
): number {
  const indexed = sources.map((source, index) => ({ source, index }));
  const authority = indexed.find(
    ({ source }) => (source.type === 'police' || source.type === 'city') && source.city === city,
  );
  // Most listings come from the authority that registers assemblies (spec §1: crawled public sources).
  if (authority && typeKey !== 'strike' && random.chance(0.6)) return authority.index;
  const groups = indexed.filter(({ source }) => source.type !== 'police' && source.type !== 'city');
  const strikers = groups.filter(({ source }) => source.type === 'union');
  const local = groups.filter(({ source }) => source.city === city && source.approval_status === 'approved');
  if (typeKey === 'strike') return random.pick(strikers).index;
  // A few events belong to sources still awaiting approval: they exist but are not public (DESIGN §4.6).
  if (random.chance(0.02))
    return random.pick(groups.filter(({ source }) => source.approval_status !== 'approved')).index;
  if (local.length > 0 && random.chance(0.6)) return random.pick(local).index;
  return random.pick(groups.filter(({ source }) => source.approval_status === 'approved')).index;
}

function buildEvent(random: Random, sources: readonly DemoSource[], now: Date, index: number): DemoEvent {
  const city = weighted(random, DEMO_CITIES);
  const type = weighted(random, DEMO_EVENT_TYPES);
  const sourceIndex = pickOrganiser(random, sources, city, type.key);
  const source = sources[sourceIndex] as DemoSource;
  const isAuthority = source.type === 'police' || source.type === 'city';
  const primaryKey =
    type.key === 'strike'
      ? random.pick(STRIKE_TOPICS.filter((k) => source.topicKeys.includes(k)).concat('labour'))
      : random.pick(isAuthority ? DEMO_TOPICS.map((t) => t.key) : source.topicKeys);
  const primary = topicByKey(primaryKey);
  const others = random.sample(
    DEMO_TOPICS.filter((t) => t.key !== primaryKey).map((t) => t.key),
    random.chance(0.5) ? random.int(1, 2) : 0,
  );
  const slogan = random.pick(primary.slogans);

  const day = Math.floor(now.getTime() / DAY_MS) + random.int(-SPREAD_DAYS, SPREAD_DAYS);
  // 07:00-18:45 UTC is 08:00-20:45 in Berlin, the hours assemblies are usually registered for.
  const start = new Date(day * DAY_MS + random.int(7, 18) * HOUR_MS + random.int(0, 3) * 15 * 60_000);
  const [minHours, maxHours] = DURATION_HOURS[type.key];
  const end = random.chance(0.9)
    ? new Date(start.getTime() + random.int(minHours, maxHours) * HOUR_MS)
    : null;
  const created = new Date(
    Math.min(start.getTime() - random.int(2, 60) * DAY_MS, now.getTime() - random.int(1, 48) * HOUR_MS),
  );
  const isPast = start < now;

  const locations = buildLocations(random, city, type.key === 'march');
  const group = isAuthority ? `Bündnis „${slogan}“ ${city.name}` : source.name;
  return {
    name: NAME_TEMPLATES[type.key](slogan, city.name),
    short_description: random.chance(0.7) ? `${slogan}! ${primary.claims[0]}` : null,
    description: [
      random.pick(primary.claims),
      type.key === 'march'
        ? `Start: ${rawLocation(locations[0] as EventLocation, city)}; die Route führt über ${locations.length - 1} weitere Stationen.`
        : `Treffpunkt: ${rawLocation(locations[0] as EventLocation, city)}.`,
      `Veranstaltet von ${group}.`,
      random.pick(CALLS),
    ].join(' '),
    url: random.chance(0.4) ? `${source.url}/termine/${index + 1}` : null,
    typeKey: type.key,
    topicKeys: [primaryKey, ...others],
    sourceIndex,
    start_time: start,
    end_time: end,
    status: random.chance(0.03) ? 'cancelled' : 'scheduled',
    locations,
    raw_location: rawLocation(locations[0] as EventLocation, city),
    raw_participants: random.chance(0.8) ? random.pick(PARTICIPANTS) : null,
    raw_organiser: group,
    created_at: created,
    // A handful of past events were withdrawn by their source: their links must answer 410.
    deleted_at: isPast && random.chance(0.01) ? new Date(start.getTime() - DAY_MS) : null,
  };
}

export function buildDemoEvents(
  random: Random,
  sources: readonly DemoSource[],
  now: Date,
  count: number,
): DemoEvent[] {
  return Array.from({ length: count }, (_, index) => buildEvent(random, sources, now, index));
}
