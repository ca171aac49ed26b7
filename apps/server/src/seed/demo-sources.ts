// ~40 invented sources (organisations) spread over the demo cities. Authorities carry "(Demo)" in their name
// so nobody mistakes them for the real offices; every description says the source is invented.
import type { ApprovalStatus } from '../db/tables.js';
import { DEMO_CITIES, type DemoCity } from './demo-cities.js';
import type { DemoSourceType } from './demo-taxonomy.js';
import type { Random } from './random.js';

type SourceTypeKey = DemoSourceType['key'];

interface SourceDefinition {
  name: string;
  type: SourceTypeKey;
  city: string;
  topics: readonly string[];
  status?: ApprovalStatus;
}

const ALL_TOPICS = [
  'climate',
  'peace',
  'labour',
  'housing',
  'anti-racism',
  'democracy',
  'transport',
] as const;

const DEFINITIONS: readonly SourceDefinition[] = [
  ...['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden', 'Stuttgart', 'Hannover'].map(
    (city): SourceDefinition => ({
      name: `Versammlungsbehörde ${city} (Demo)`,
      type: 'police',
      city,
      topics: ALL_TOPICS,
    }),
  ),
  ...['Frankfurt am Main', 'Düsseldorf', 'Nürnberg', 'Bremen', 'Dortmund', 'Essen'].map(
    (city): SourceDefinition => ({
      name: `Ordnungsamt ${city} (Demo)`,
      type: 'city',
      city,
      topics: ALL_TOPICS,
    }),
  ),
  {
    name: 'Bündnis Lebenswerte Stadt e.V.',
    type: 'association',
    city: 'Bonn',
    topics: ['transport', 'climate'],
  },
  {
    name: 'Tierfreundeskreis Rhein-Main e.V.',
    type: 'association',
    city: 'Frankfurt am Main',
    topics: ['animal-rights'],
  },
  { name: 'Mieterschutzverein Elbufer e.V.', type: 'association', city: 'Hamburg', topics: ['housing'] },
  {
    name: 'Netzfreiheit Nord e.V.',
    type: 'association',
    city: 'Kiel',
    topics: ['digital-rights', 'democracy'],
  },
  { name: 'Frauenzentrum Lindenhof e.V.', type: 'association', city: 'Mannheim', topics: ['feminism'] },
  {
    name: 'Bildungswerk Sonnenberg e.V.',
    type: 'association',
    city: 'Göttingen',
    topics: ['education', 'democracy'],
  },
  {
    name: 'Verein Brücken bauen e.V.',
    type: 'association',
    city: 'Duisburg',
    topics: ['refugees', 'anti-racism'],
  },
  {
    name: 'Landpartie Zukunft e.V.',
    type: 'association',
    city: 'Münster',
    topics: ['agriculture', 'animal-rights'],
  },
  { name: 'Gewerkschaft Pflege und Soziales', type: 'union', city: 'Berlin', topics: ['labour', 'health'] },
  {
    name: 'Verkehrsgewerkschaft Schiene und Straße',
    type: 'union',
    city: 'Frankfurt am Main',
    topics: ['labour', 'transport'],
  },
  { name: 'Bildungsgewerkschaft Nord', type: 'union', city: 'Hamburg', topics: ['labour', 'education'] },
  {
    name: 'Gewerkschaft Handwerk und Industrie',
    type: 'union',
    city: 'Stuttgart',
    topics: ['labour', 'pensions'],
  },
  { name: 'Dienstleistungsbund Mitte', type: 'union', city: 'Kassel', topics: ['labour'] },
  {
    name: 'Partei für Gemeinwohl',
    type: 'party',
    city: 'Berlin',
    topics: ['democracy', 'pensions', 'housing'],
  },
  { name: 'Bürgerliste Neue Mitte', type: 'party', city: 'Augsburg', topics: ['democracy', 'education'] },
  { name: 'Liste Solidarische Stadt', type: 'party', city: 'Leipzig', topics: ['housing', 'anti-racism'] },
  {
    name: 'Zukunftspartei Klima und Demokratie',
    type: 'party',
    city: 'Freiburg im Breisgau',
    topics: ['climate', 'democracy'],
  },
  { name: 'Initiative Radwege jetzt Münster', type: 'initiative', city: 'Münster', topics: ['transport'] },
  { name: 'Mieteninitiative Südstadt', type: 'initiative', city: 'Karlsruhe', topics: ['housing'] },
  { name: 'Klimabündnis an der Saale', type: 'initiative', city: 'Halle (Saale)', topics: ['climate'] },
  { name: 'Offene Häfen Rostock', type: 'initiative', city: 'Rostock', topics: ['refugees'] },
  { name: 'Eltern für gute Schulen', type: 'initiative', city: 'Augsburg', topics: ['education'] },
  { name: 'Initiative Unsere Klinik bleibt', type: 'initiative', city: 'Kassel', topics: ['health'] },
  { name: 'Friedensgruppe am Dom', type: 'initiative', city: 'Regensburg', topics: ['peace'] },
  {
    name: 'Nachbarschaft gegen Rassismus',
    type: 'initiative',
    city: 'Erfurt',
    topics: ['anti-racism', 'democracy'],
  },
  { name: 'Rentenbündnis Elbe-Börde', type: 'initiative', city: 'Magdeburg', topics: ['pensions'] },
  {
    name: 'Demokratie-Werkstatt an der Saar',
    type: 'initiative',
    city: 'Saarbrücken',
    topics: ['democracy'],
  },
  { name: 'Grüne Welle Potsdam', type: 'initiative', city: 'Potsdam', topics: ['transport', 'climate'] },
  { name: 'Aktionskreis Frieden Bochum', type: 'initiative', city: 'Bochum', topics: ['peace'] },
  {
    name: 'Höfe für morgen',
    type: 'initiative',
    city: 'Hannover',
    topics: ['agriculture'],
    status: 'pending',
  },
  {
    name: 'Wuppertaler Wohnungstisch',
    type: 'initiative',
    city: 'Wuppertal',
    topics: ['housing'],
    status: 'pending',
  },
  {
    name: 'Bielefelder Netzrunde',
    type: 'initiative',
    city: 'Bielefeld',
    topics: ['digital-rights'],
    status: 'pending',
  },
  {
    name: 'Solidarität Wiesbaden',
    type: 'initiative',
    city: 'Wiesbaden',
    topics: ['refugees', 'peace'],
    status: 'pending',
  },
  {
    name: 'Aktionsgruppe Schnellschuss',
    type: 'initiative',
    city: 'Mainz',
    topics: ['democracy'],
    status: 'rejected',
  },
];

const TYPE_SENTENCES: Record<SourceTypeKey, string> = {
  police: 'Die Behörde veröffentlicht die bei ihr angemeldeten Versammlungen',
  city: 'Das Amt veröffentlicht die angezeigten Versammlungen unter freiem Himmel',
  association: 'Der Verein organisiert Kundgebungen, Infostände und Diskussionsabende',
  union: 'Die Gewerkschaft ruft zu Streiks und Kundgebungen auf',
  party: 'Die Partei lädt zu Kundgebungen und Infoständen ein',
  initiative: 'Die Initiative ist ein offener Zusammenschluss engagierter Menschen',
};

const STREETS = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Kirchstraße',
  'Schillerstraße',
  'Goethestraße',
  'Gartenstraße',
  'Lindenstraße',
];

export interface DemoSource {
  name: string;
  type: SourceTypeKey;
  city: DemoCity;
  topicKeys: readonly string[];
  approval_status: ApprovalStatus;
  country: 'DE';
  zip_code: string;
  street: string;
  house_number: string;
  description: string;
  url: string;
  internal_contact: string;
  public_contact: string | null;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function cityNamed(name: string): DemoCity {
  const city = DEMO_CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`demo source in unknown city ${name}`);
  return city;
}

export function buildDemoSources(random: Random, topicNamesDe: ReadonlyMap<string, string>): DemoSource[] {
  return DEFINITIONS.map((definition) => {
    const slug = slugify(definition.name);
    const city = cityNamed(definition.city);
    const topics = definition.topics.map((key) => topicNamesDe.get(key) ?? key).join(', ');
    return {
      name: definition.name,
      type: definition.type,
      city,
      topicKeys: definition.topics,
      approval_status: definition.status ?? 'approved',
      country: 'DE',
      zip_code: city.zip_code,
      street: random.pick(STREETS),
      house_number: String(random.int(1, 120)),
      description:
        `${TYPE_SENTENCES[definition.type]} in ${city.name} und Umgebung. Themen: ${topics}. ` +
        'Diese Quelle ist erfunden und gehört zum Demo-Datensatz; ihre Termine sind nicht echt.',
      url: `https://${slug}.example.org`,
      internal_contact: `team@${slug}.example.org`,
      public_contact: random.chance(0.6) ? `kontakt@${slug}.example.org` : null,
    };
  });
}
