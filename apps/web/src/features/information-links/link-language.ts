// Spec §2 "Info": each link is shown in the user's language where the institution offers it.
import type { Language } from '../../constants';
import type { InformationLink } from './api';

/** Countries whose institutions write in German, so a German reader gets the native version. */
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH', 'LI', 'LU']);

export interface ShownLink {
  name: string;
  url: string;
  /** The other language's name, when it differs. */
  otherName?: string;
  /** The other language's page, when there is one. */
  other?: { url: string; kind: 'english' | 'native' };
}

export function shownLink(link: InformationLink, language: Language): ShownLink {
  const readsNative = language === 'de' && GERMAN_SPEAKING.has(link.country.toUpperCase());
  const prefersEnglish = !readsNative && link.english_url !== null;
  const name = readsNative ? link.native_name : link.english_name;
  const otherName = readsNative ? link.english_name : link.native_name;
  const url = prefersEnglish && link.english_url ? link.english_url : link.native_url;
  const otherUrl = prefersEnglish ? link.native_url : link.english_url;
  return {
    name,
    url,
    ...(otherName !== name && { otherName }),
    ...(otherUrl &&
      otherUrl !== url && { other: { url: otherUrl, kind: prefersEnglish ? 'native' : 'english' } }),
  };
}
