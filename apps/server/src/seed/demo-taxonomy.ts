// Demo topics, event types and source types: the vocabulary a platform for assemblies in Germany needs.
// Each topic carries German slogans and claims the event generator builds names and descriptions from.

export interface DemoTopic {
  key: string;
  name_en: string;
  name_de: string;
  slogans: readonly string[];
  claims: readonly string[];
}

export const DEMO_TOPICS: readonly DemoTopic[] = [
  {
    key: 'climate',
    name_en: 'Climate',
    name_de: 'Klima',
    slogans: [
      'Klimagerechtigkeit jetzt',
      'Kohleausstieg vorziehen',
      'Für eine echte Wärmewende',
      'Klimaschutz statt Ausreden',
    ],
    claims: [
      'Wir fordern verbindliche Klimaziele für unsere Stadt.',
      'Der Ausbau erneuerbarer Energien muss schneller gehen.',
    ],
  },
  {
    key: 'peace',
    name_en: 'Peace',
    name_de: 'Frieden',
    slogans: ['Frieden schaffen', 'Abrüsten statt aufrüsten', 'Diplomatie jetzt', 'Nie wieder Krieg'],
    claims: [
      'Wir setzen uns für zivile Konfliktlösung ein.',
      'Gemeinsam erinnern wir an die Opfer von Krieg und Gewalt.',
    ],
  },
  {
    key: 'labour',
    name_en: 'Labour and strikes',
    name_de: 'Arbeit und Streik',
    slogans: [
      'Gute Löhne für gute Arbeit',
      'Tarifbindung stärken',
      'Mehr Personal, weniger Stress',
      'Wir sind es wert',
    ],
    claims: [
      'Die Beschäftigten fordern einen fairen Tarifvertrag.',
      'Ohne uns läuft nichts – das zeigen wir heute.',
    ],
  },
  {
    key: 'housing',
    name_en: 'Housing',
    name_de: 'Wohnen',
    slogans: [
      'Mieten runter',
      'Wohnraum für alle',
      'Stoppt den Mietenwahnsinn',
      'Bezahlbar wohnen in der Stadt',
    ],
    claims: ['Wohnen ist ein Grundrecht und keine Ware.', 'Wir fordern mehr sozialen Wohnungsbau.'],
  },
  {
    key: 'anti-racism',
    name_en: 'Anti-racism',
    name_de: 'Antirassismus',
    slogans: ['Gemeinsam gegen Rassismus', 'Vielfalt statt Ausgrenzung', 'Solidarität kennt keine Grenzen'],
    claims: [
      'Wir stehen zusammen gegen Hetze und Ausgrenzung.',
      'Rassismus hat in unserer Stadt keinen Platz.',
    ],
  },
  {
    key: 'feminism',
    name_en: 'Feminism',
    name_de: 'Feminismus',
    slogans: ['Gleicher Lohn für gleiche Arbeit', 'Gewalt gegen Frauen stoppen', 'Feministischer Kampftag'],
    claims: [
      'Gleichberechtigung ist noch lange nicht erreicht.',
      'Wir fordern mehr Schutzräume und Beratungsstellen.',
    ],
  },
  {
    key: 'animal-rights',
    name_en: 'Animal rights',
    name_de: 'Tierrechte',
    slogans: ['Tiere sind keine Ware', 'Schluss mit Tiertransporten', 'Für ein Ende der Massentierhaltung'],
    claims: [
      'Wir machen auf das Leid in der Massentierhaltung aufmerksam.',
      'Tierschutz gehört ins Grundgesetz – und in die Praxis.',
    ],
  },
  {
    key: 'democracy',
    name_en: 'Democracy',
    name_de: 'Demokratie',
    slogans: ['Demokratie verteidigen', 'Zusammen für eine offene Gesellschaft', 'Laut für die Demokratie'],
    claims: [
      'Wir zeigen, dass die Mehrheit für Demokratie und Grundrechte steht.',
      'Mitbestimmung beginnt vor Ort.',
    ],
  },
  {
    key: 'education',
    name_en: 'Education',
    name_de: 'Bildung',
    slogans: ['Bildung für alle', 'Mehr Lehrkräfte, kleinere Klassen', 'Schulen sanieren statt verwalten'],
    claims: [
      'Unsere Schulen und Kitas brauchen mehr Personal.',
      'Bildung darf nicht vom Geldbeutel abhängen.',
    ],
  },
  {
    key: 'health',
    name_en: 'Health',
    name_de: 'Gesundheit',
    slogans: ['Krankenhäuser erhalten', 'Gesundheit ist keine Ware', 'Pflege braucht mehr Hände'],
    claims: [
      'Wir wenden uns gegen die Schließung von Klinikstandorten.',
      'Gute Versorgung braucht gute Arbeitsbedingungen.',
    ],
  },
  {
    key: 'transport',
    name_en: 'Transport',
    name_de: 'Verkehr',
    slogans: [
      'Sichere Radwege jetzt',
      'Bus und Bahn für alle',
      'Die Stadt gehört den Menschen',
      'Verkehrswende jetzt',
    ],
    claims: [
      'Wir fordern geschützte Radwege auf allen Hauptstraßen.',
      'Der Nahverkehr muss günstiger und dichter werden.',
    ],
  },
  {
    key: 'digital-rights',
    name_en: 'Digital rights',
    name_de: 'Digitale Rechte',
    slogans: ['Freiheit statt Angst', 'Keine Chatkontrolle', 'Verschlüsselung schützt uns alle'],
    claims: [
      'Wir wenden uns gegen anlasslose Überwachung.',
      'Privatsphäre ist ein Grundrecht – auch im Netz.',
    ],
  },
  {
    key: 'refugees',
    name_en: 'Refugees and asylum',
    name_de: 'Flucht und Asyl',
    slogans: ['Sichere Fluchtwege', 'Bleiberecht für alle', 'Seenotrettung ist kein Verbrechen'],
    claims: ['Wir fordern menschenwürdige Unterbringung und faire Verfahren.', 'Niemand flieht freiwillig.'],
  },
  {
    key: 'pensions',
    name_en: 'Pensions',
    name_de: 'Rente',
    slogans: ['Rente zum Leben', 'Altersarmut verhindern', 'Hände weg von der Rente'],
    claims: [
      'Wer ein Leben lang gearbeitet hat, braucht eine Rente zum Leben.',
      'Wir lehnen eine weitere Erhöhung des Rentenalters ab.',
    ],
  },
  {
    key: 'agriculture',
    name_en: 'Agriculture',
    name_de: 'Landwirtschaft',
    slogans: ['Wir haben es satt', 'Faire Preise für Höfe', 'Bäuerliche Landwirtschaft stärken'],
    claims: ['Höfe brauchen faire Erzeugerpreise.', 'Wir fordern eine Agrarpolitik für Umwelt und Betriebe.'],
  },
];

export interface DemoEventType {
  key: 'demonstration' | 'rally' | 'march' | 'strike' | 'vigil' | 'bike-demo' | 'sit-in' | 'info-stand';
  name_en: string;
  name_de: string;
  /** Relative frequency among the demo events. */
  weight: number;
}

export const DEMO_EVENT_TYPES: readonly DemoEventType[] = [
  { key: 'demonstration', name_en: 'Demonstration', name_de: 'Demonstration', weight: 30 },
  { key: 'rally', name_en: 'Rally', name_de: 'Kundgebung', weight: 25 },
  { key: 'march', name_en: 'March', name_de: 'Aufzug', weight: 14 },
  { key: 'strike', name_en: 'Strike', name_de: 'Streik', weight: 6 },
  { key: 'vigil', name_en: 'Vigil', name_de: 'Mahnwache', weight: 10 },
  { key: 'bike-demo', name_en: 'Bike demo', name_de: 'Fahrraddemo', weight: 5 },
  { key: 'sit-in', name_en: 'Sit-in', name_de: 'Sitzblockade', weight: 3 },
  { key: 'info-stand', name_en: 'Info stand', name_de: 'Infostand', weight: 7 },
];

export interface DemoSourceType {
  key: 'police' | 'city' | 'association' | 'union' | 'party' | 'initiative';
  name_en: string;
  name_de: string;
  map_marker_color_default: string;
  map_marker_color_selected: string;
  map_marker_color_past: string;
}

// Colour families per type; "selected" is brighter and "past" greyed, so the map reads at a glance.
export const DEMO_SOURCE_TYPES: readonly DemoSourceType[] = [
  {
    key: 'police',
    name_en: 'Police authority',
    name_de: 'Polizeibehörde',
    map_marker_color_default: '#1f4e99',
    map_marker_color_selected: '#3d7be0',
    map_marker_color_past: '#9aa9c2',
  },
  {
    key: 'city',
    name_en: 'City administration',
    name_de: 'Stadtverwaltung',
    map_marker_color_default: '#0f766e',
    map_marker_color_selected: '#14b8a6',
    map_marker_color_past: '#93b5b1',
  },
  {
    key: 'association',
    name_en: 'Association',
    name_de: 'Verein',
    map_marker_color_default: '#7c3aed',
    map_marker_color_selected: '#a78bfa',
    map_marker_color_past: '#b5a8cc',
  },
  {
    key: 'union',
    name_en: 'Union',
    name_de: 'Gewerkschaft',
    map_marker_color_default: '#b91c1c',
    map_marker_color_selected: '#ef4444',
    map_marker_color_past: '#c9a3a3',
  },
  {
    key: 'party',
    name_en: 'Party',
    name_de: 'Partei',
    map_marker_color_default: '#b45309',
    map_marker_color_selected: '#f59e0b',
    map_marker_color_past: '#cdb89a',
  },
  {
    key: 'initiative',
    name_en: 'Initiative',
    name_de: 'Initiative',
    map_marker_color_default: '#15803d',
    map_marker_color_selected: '#22c55e',
    map_marker_color_past: '#a3c2ac',
  },
];
