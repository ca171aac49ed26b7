// Per-city place tables: the names a city's list uses ("Altmarkt", "Alaunplatz, befestigte
// Wochenmarktfläche") → a point, for places no postal code or gazetteer city can pin down.
import { readFileSync } from 'node:fs';
import { foldForIdentity } from '../normalise/text.js';

export interface Point {
  lat: number;
  lon: number;
}

export type PlaceTable = Map<string, Point>;

export function buildPlaceTable(entries: Record<string, { lat: number; lng: number }>): PlaceTable {
  const table: PlaceTable = new Map();
  for (const [name, point] of Object.entries(entries)) {
    table.set(foldForIdentity(name), { lat: point.lat, lon: point.lng });
  }
  return table;
}

/** The exact name, else the part before the first comma or bracket ('Altmarkt, Südseite' → 'Altmarkt'). */
export function lookUpPlace(table: PlaceTable, label: string): Point | undefined {
  const exact = table.get(foldForIdentity(label));
  if (exact) return exact;
  const head = label.split(/[,(]/)[0] ?? '';
  return head === label ? undefined : table.get(foldForIdentity(head));
}

let dresden: PlaceTable | undefined;

export function dresdenPlaceTable(): PlaceTable {
  dresden ??= buildPlaceTable(
    JSON.parse(readFileSync(new URL('./dresden-places.json', import.meta.url), 'utf8')) as Record<
      string,
      { lat: number; lng: number }
    >,
  );
  return dresden;
}
