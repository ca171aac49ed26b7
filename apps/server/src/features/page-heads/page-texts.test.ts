import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../sitemap/sitemap.js';
import {
  EVENT_GONE_TEXT,
  EVENT_GONE_TITLE,
  EVENT_TITLE,
  SCREEN_TITLES,
  SITE_DESCRIPTION,
  SITE_NAME,
  SOURCE_TITLE,
} from './page-texts.js';

type Texts = Record<string, unknown>;

/**
 * The web app's texts, read by path at run time: its modules resolve without file extensions, which the
 * server's type check (NodeNext) does not follow, so they are imported as plain data.
 */
async function webTexts(file: string, name: string): Promise<Texts> {
  const module = (await import(new URL(`../../../../web/src/${file}`, import.meta.url).href)) as Texts;
  return module[name] as Texts;
}

function at(texts: Texts, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Texts | undefined)?.[key], texts);
}

// The server's head and the web app's document.title must name a page alike in both languages.
describe('the heads’ texts', () => {
  it.each(LANGUAGES)('are the web app’s own texts in %s', async (language) => {
    const app = await webTexts(`i18n/${language}.ts`, language);
    const pages = await webTexts(`i18n/pages.${language}.ts`, `pages${language === 'en' ? 'En' : 'De'}`);
    const manifest = (await webTexts(
      'features/offline/web-app-manifest.ts',
      'webAppManifest',
    )) as unknown as (language: string) => { description: string };
    expect(SITE_NAME[language]).toBe(at(app, 'app.name'));
    expect(SITE_DESCRIPTION[language]).toBe(manifest(language).description);
    expect(EVENT_GONE_TITLE[language]).toBe(at(app, 'status.eventGone'));
    expect(EVENT_GONE_TEXT[language]).toBe(at(app, 'status.eventGoneText'));
    expect(EVENT_TITLE[language]).toBe(at(app, 'screens.eventDetail'));
    expect(SOURCE_TITLE[language]).toBe(at(app, 'screens.sourceDetail'));
    const screenKeys: Record<string, string> = {
      events: 'screens.eventSearch',
      'event-list': 'screens.eventList',
      sources: 'screens.sourceSearch',
      analysis: 'screens.analysis',
      info: 'screens.info',
      login: 'screens.login',
      register: 'screens.register',
      'password-reset': 'screens.passwordReset',
      settings: 'screens.settings',
      alerts: 'screens.alerts',
      saved: 'screens.saved',
      admin: 'screens.admin',
      'administrated-sources': 'screens.administeredSources',
      'events/create': 'screens.eventCreate',
      'events/*/edit': 'screens.eventEdit',
      'sources/create': 'screens.sourceCreate',
      'sources/*/edit': 'screens.sourceEdit',
      'alerts/add': 'screens.alertCreate',
      'alerts/results/*': 'screens.alertResults',
      'event-not-found': 'status.eventGone',
    };
    for (const [path, titles] of Object.entries(SCREEN_TITLES)) {
      const expected = screenKeys[path] ? at(app, screenKeys[path]) : at(pages, `pages.${path}.title`);
      expect(titles[language], path).toBe(expected);
    }
  });
});
