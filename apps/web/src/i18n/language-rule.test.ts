import { describe, expect, it } from 'vitest';
import {
  decideLanguage,
  firstLanguage,
  languageAtLogin,
  looksLikeLanguageCode,
  withLanguage,
} from './language-rule';

describe('decideLanguage (spec §2 language handling)', () => {
  it('step 1: proceeds when the route language equals the stored language', () => {
    expect(decideLanguage('de', 'de')).toEqual({ kind: 'proceed', language: 'de' });
    expect(decideLanguage('en', 'en')).toEqual({ kind: 'proceed', language: 'en' });
  });

  it('step 2: redirects to the stored language when it differs from the route language', () => {
    expect(decideLanguage('en', 'de')).toEqual({ kind: 'redirect', language: 'de' });
    expect(decideLanguage('de', 'en')).toEqual({ kind: 'redirect', language: 'en' });
    expect(decideLanguage('fr', 'de')).toEqual({ kind: 'redirect', language: 'de' });
  });

  it('step 3: redirects an unsupported route language to en when nothing is stored', () => {
    expect(decideLanguage('fr', null)).toEqual({ kind: 'redirect', language: 'en' });
  });

  it('step 4: sets the locale to a supported route language when nothing is stored', () => {
    expect(decideLanguage('de', null)).toEqual({ kind: 'set-locale', language: 'de' });
    expect(decideLanguage('en', null)).toEqual({ kind: 'set-locale', language: 'en' });
  });

  it('ignores a stored language that is not supported', () => {
    expect(decideLanguage('de', 'fr')).toEqual({ kind: 'set-locale', language: 'de' });
    expect(decideLanguage('xx', 'fr')).toEqual({ kind: 'redirect', language: 'en' });
  });

  it('adds the segment to a path without one: en, or the stored language', () => {
    expect(decideLanguage(undefined, null)).toEqual({ kind: 'redirect', language: 'en' });
    expect(decideLanguage(undefined, 'en')).toEqual({ kind: 'redirect', language: 'en' });
    expect(decideLanguage(undefined, 'de')).toEqual({ kind: 'redirect', language: 'de' });
  });
});

describe('looksLikeLanguageCode', () => {
  it('accepts two-letter codes with an optional region and rejects words', () => {
    expect(looksLikeLanguageCode('fr')).toBe(true);
    expect(looksLikeLanguageCode('de-AT')).toBe(true);
    expect(looksLikeLanguageCode('events')).toBe(false);
    expect(looksLikeLanguageCode('foo')).toBe(false);
  });
});

describe('firstLanguage (the texts loaded before the first render)', () => {
  it("is the route's language when nothing is stored", () => {
    expect(firstLanguage('/de/about', null)).toBe('de');
    expect(firstLanguage('/en', null)).toBe('en');
    expect(firstLanguage('/de-AT/about', null)).toBe('en');
  });

  it('is the stored language the gate redirects to', () => {
    expect(firstLanguage('/en/events/12--march', 'de')).toBe('de');
    expect(firstLanguage('/', 'de')).toBe('de');
    expect(firstLanguage('/events', 'de')).toBe('de');
  });

  it('is the default for a path without a language, an unsupported one or nothing stored', () => {
    expect(firstLanguage('/', null)).toBe('en');
    expect(firstLanguage('/foo', 'fr')).toBe('en');
    expect(firstLanguage('', null)).toBe('en');
  });
});

describe('withLanguage', () => {
  const location = { pathname: '/fr/events/12--march/edit', search: '?source=3', hash: '#top' };

  it('replaces the language segment and keeps params, query and hash', () => {
    expect(withLanguage(location, 'de', true)).toBe('/de/events/12--march/edit?source=3#top');
  });

  it('inserts the segment when the path has none', () => {
    expect(withLanguage({ pathname: '/events', search: '', hash: '' }, 'en', false)).toBe('/en/events');
    expect(withLanguage({ pathname: '/', search: '?a=1', hash: '' }, 'de', false)).toBe('/de?a=1');
  });
});

describe('languageAtLogin (issue 20: account and shown language agree)', () => {
  it('a device without a chosen language takes the account’s', () => {
    expect(languageAtLogin(null, 'de')).toEqual({ language: 'de', saveOnAccount: false });
    expect(languageAtLogin('fr', 'de')).toEqual({ language: 'de', saveOnAccount: false });
  });

  it('a language chosen on the device stays and is saved on an account that differs', () => {
    expect(languageAtLogin('en', 'de')).toEqual({ language: 'en', saveOnAccount: true });
    expect(languageAtLogin('de', 'en')).toEqual({ language: 'de', saveOnAccount: true });
  });

  it('nothing is saved when both agree', () => {
    expect(languageAtLogin('de', 'de')).toEqual({ language: 'de', saveOnAccount: false });
  });
});
