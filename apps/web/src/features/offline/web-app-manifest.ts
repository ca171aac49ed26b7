// The web app manifest in each language (issue 14): one file per language, the page links the one of
// its language, both with the same id so the installed app is one app. Names and shortcut labels are
// the app's own texts, so they cannot drift from what the screens call themselves.
import { type Language, SUPPORTED_LANGUAGES } from '../../constants';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { paths } from '../../paths';

export const THEME_COLOUR = '#b4232c';
export const BACKGROUND_COLOUR = '#ffffff';

const TEXTS = {
  en: {
    messages: en,
    shortName: 'Assemblies',
    description: 'Find demonstrations, strikes, marches and other assemblies near you.',
  },
  de: {
    messages: de,
    shortName: 'Versammlungen',
    description: 'Finde Demonstrationen, Streiks, Märsche und andere Versammlungen in deiner Nähe.',
  },
} as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

const ICONS: ManifestIcon[] = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' as const },
  {
    src: `/icons/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable' as const,
  },
]);

export function webAppManifest(language: Language) {
  const { messages, shortName, description } = TEXTS[language];
  const shortcut = (name: string, url: string) => ({
    name,
    short_name: name,
    url,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  });
  return {
    // The same id in every language: switching language must not look like another app.
    id: '/',
    name: messages.app.name,
    short_name: shortName,
    description,
    lang: language === 'en' ? 'en-US' : 'de-DE',
    dir: 'ltr' as const,
    start_url: paths.home(language),
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['news', 'social'],
    icons: ICONS,
    shortcuts: [
      shortcut(messages.screens.eventSearch, paths.eventSearch(language)),
      shortcut(messages.nav.alerts, paths.alerts(language)),
      shortcut(messages.menu.saved, paths.savedEntities(language)),
    ],
  };
}

export type WebAppManifest = ReturnType<typeof webAppManifest>;

export const MANIFEST_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;
