import { describe, expect, it } from 'vitest';
import { manifestPathOf } from './manifest-path';
import { MANIFEST_LANGUAGES, THEME_COLOUR, webAppManifest } from './web-app-manifest';

describe('the web app manifest (issue 14)', () => {
  it.each([
    ['en', 'Assembly Finder', '/en', ['Find Events', 'Alerts', 'Saved']],
    ['de', 'Versammlungsfinder', '/de', ['Veranstaltungen finden', 'Alarme', 'Gespeichert']],
  ] as const)(
    '%s: names, start_url with the language and the three shortcuts',
    (language, name, start, shortcuts) => {
      const manifest = webAppManifest(language);
      expect(manifest.name).toBe(name);
      expect(manifest.start_url).toBe(start);
      expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(shortcuts);
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
        `/${language}/events`,
        `/${language}/alerts`,
        `/${language}/saved`,
      ]);
      expect(manifest.theme_color).toBe(THEME_COLOUR);
    },
  );

  it('is the same app in every language, with maskable icons of 192 and 512 px', () => {
    const [en, de] = MANIFEST_LANGUAGES.map(webAppManifest);
    expect(en?.id).toBe(de?.id);
    const maskable = en?.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes);
    expect(maskable).toEqual(['192x192', '512x512']);
    expect(en?.display).toBe('standalone');
  });

  it('has one path per language, English at the default', () => {
    expect(manifestPathOf('en')).toBe('/manifest.webmanifest');
    expect(manifestPathOf('de')).toBe('/manifest.de.webmanifest');
  });
});
