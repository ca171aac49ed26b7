// Place-name keys for the gazetteer: how a typed city name is compared with the names the data sets spell.

/** Lower case, accents and punctuation gone, single spaces: the part both keys share. */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function lowerWithSharpS(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/ß/g, 'ss');
}

const SPELLED_OUT_UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * The German way of writing a name without umlauts: 'München' → 'muenchen', 'Gießen' → 'giessen',
 * 'Genève' → 'geneve'. Stored as places.name_normalised.
 */
export function normalisePlaceName(name: string): string {
  return fold(lowerWithSharpS(name).replace(/[äöü]/g, (umlaut) => SPELLED_OUT_UMLAUTS[umlaut] ?? umlaut));
}

/** Every accent dropped, umlauts included: 'München' → 'munchen'. Stored as places.name_ascii. */
export function asciiPlaceName(name: string): string {
  return fold(lowerWithSharpS(name));
}

export interface PlaceNameKeys {
  name_normalised: string;
  name_ascii: string;
}

/**
 * Both keys of a name. A query and a stored name match when either key agrees, so 'München', 'Muenchen'
 * and 'Munchen' all find München, while 'Neuenkirchen' does not turn into 'Neunkirchen' (folding 'ue' to
 * 'u' in a single key would merge those two towns).
 */
export function placeNameKeys(name: string): PlaceNameKeys {
  return { name_normalised: normalisePlaceName(name), name_ascii: asciiPlaceName(name) };
}

export function isSamePlaceName(a: string, b: string): boolean {
  const ka = placeNameKeys(a);
  const kb = placeNameKeys(b);
  return ka.name_normalised === kb.name_normalised || ka.name_ascii === kb.name_ascii;
}
