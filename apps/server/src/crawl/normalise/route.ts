// Berlin's "Aufzugsstrecke": the stops of a march in order, the first one the assembly point.

// Stops are separated by a dash with a space after it and a space or a closing bracket before it
// ("Savignyplatz (AK) - Kantstr.", "Kantstr. (ZK)- Kantstr."); hyphens inside names
// ("Kaiser-Friedrich-Str.") have no spaces and stay.
const SEPARATOR = /(?:\s+|(?<=\)))[-–—]\s+|\s+[-–—](?=\s|$)/u;

// Turning instructions, not places.
const NOT_A_PLACE = /^(?:wenden|kehre|zurück|u\. ?zurück|und zurück|\(?[a-z]{2}\)?)$/iu;

/** 'kooperiert: S+U Wittenau (AP) - B96 - …' → ['S+U Wittenau (AP)', 'B96', …], instructions dropped. */
export function splitRoute(raw: string | null | undefined): string[] {
  const text = (raw ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^kooperiert:\s*/iu, '');
  if (text === '') return [];
  const stops: string[] = [];
  for (const part of text.split(SEPARATOR)) {
    const stop = part
      .trim()
      .replace(/^[,;]+|[,;]+$/g, '')
      .trim();
    if (stop === '' || NOT_A_PLACE.test(stop)) continue;
    if (stops[stops.length - 1] === stop) continue;
    stops.push(stop);
  }
  return stops;
}

/** A stop without the list's markers: 'Savignyplatz (AK Nordseite)' → 'Savignyplatz'. */
export function stopPlaceName(stop: string): string {
  return stop
    .replace(/\s*\((?:[^()]*\b(?:AK|ZK|EK|AP|EP)\b[^()]*)\)/gu, '')
    .replace(/\s+(?:AK|ZK|EK|AP|EP)$/u, '')
    .trim();
}
