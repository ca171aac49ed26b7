import { describe, expect, it } from 'vitest';
import { splitRoute, stopPlaceName } from './route.js';
import { mapAuthorityStatus } from './status.js';

describe('splitRoute', () => {
  it('splits a Berlin route into ordered stops, keeping hyphenated street names whole', () => {
    expect(
      splitRoute(
        'Alt-Müggelheim 17 (AP auf dem Dorfanger) - Müggelheimer Damm - Müggelheimer Damm 244 - Müggelheimer Damm - Alt-Müggelheim 17 (EP auf dem Dorfanger)',
      ),
    ).toEqual([
      'Alt-Müggelheim 17 (AP auf dem Dorfanger)',
      'Müggelheimer Damm',
      'Müggelheimer Damm 244',
      'Müggelheimer Damm',
      'Alt-Müggelheim 17 (EP auf dem Dorfanger)',
    ]);
  });

  it("drops turning instructions and the 'kooperiert:' prefix, and splits after a bracket", () => {
    expect(
      splitRoute(
        'kooperiert: S+U Wittenau (AP)  - B96 - Kantstr. (ZK)- Kehre - Kaiser-Friedrich-Str. - wenden - Goethestr. (EK)',
      ),
    ).toEqual(['S+U Wittenau (AP)', 'B96', 'Kantstr. (ZK)', 'Kaiser-Friedrich-Str.', 'Goethestr. (EK)']);
  });

  it('gives no stops for an empty route', () => {
    expect(splitRoute('')).toEqual([]);
    expect(splitRoute(null)).toEqual([]);
  });

  it('strips the list markers from a stop', () => {
    expect(stopPlaceName('Savignyplatz (AK Nordseite)')).toBe('Savignyplatz');
    expect(stopPlaceName('John-F.-Kennedy-Platz (Rathaus Schöneberg)')).toBe(
      'John-F.-Kennedy-Platz (Rathaus Schöneberg)',
    );
  });
});

describe('mapAuthorityStatus', () => {
  it.each([
    ['angemeldet', 'scheduled', 'registered'],
    ['beschieden', 'scheduled', 'confirmed'],
    ['abgemeldet', 'cancelled', 'cancelled'],
    ['verboten', 'cancelled', 'prohibited'],
    [null, 'scheduled', null],
  ])('maps %j to %s (%s)', (raw, status, authority) => {
    expect(mapAuthorityStatus(raw)).toEqual({ status, authority_status: authority });
  });
});
