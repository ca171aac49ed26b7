// Other-language names of places in and near Germany. The gazetteer spells most places locally (Köln,
// Nürnberg) but some in English (GeoNames: Munich, Vienna), so whichever language the address is typed in
// (address_language), a name the gazetteer does not know is retried under its other name.
const OTHER_NAMES: Readonly<Record<string, string>> = {
  cologne: 'Köln',
  nuremberg: 'Nürnberg',
  hanover: 'Hannover',
  brunswick: 'Braunschweig',
  coblenz: 'Koblenz',
  constance: 'Konstanz',
  treves: 'Trier',
  mayence: 'Mainz',
  ratisbon: 'Regensburg',
  hamelin: 'Hameln',
  'aix la chapelle': 'Aachen',
  'frankfurt on the main': 'Frankfurt am Main',
  'frankfurt on the oder': 'Frankfurt (Oder)',
  wien: 'Vienna',
  genf: 'Genève',
  geneva: 'Genève',
  lucerne: 'Luzern',
  basle: 'Basel',
  berne: 'Bern',
  muenchen: 'Munich',
  munchen: 'Munich',
};

/** The other name of a place ('Cologne' → 'Köln', 'Wien' → 'Vienna'), or undefined. */
export function otherPlaceName(name: string): string | undefined {
  const key = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/ü/g, 'ue')
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return OTHER_NAMES[key];
}
