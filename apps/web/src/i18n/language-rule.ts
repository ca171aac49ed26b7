// Spec §2 "Language handling on every navigation", steps 1–4, as a pure decision.
//
// Decisions where the spec is silent:
// - A path without the language segment counts as language 'en' for the steps, but the app
//   then redirects it to the same route *with* the segment, so every URL the user ends on (and
//   every link the app generates) has the form /{language}/….
// - A stored language that is not supported (e.g. 'fr' left by an old version) counts as none;
//   redirecting to it would land on an unsupported route language forever.
// - Only a first segment that looks like a language code (two letters, optional region) is a
//   route language; anything else (/foo) is an unknown path and goes to not-found.
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '../constants';

export type LanguageAction =
  /** Step 1: the route's language is the stored one. */
  | { kind: 'proceed'; language: Language }
  /** Steps 2 and 3, or a missing segment: go to the same route with this language. */
  | { kind: 'redirect'; language: Language }
  /** Step 4: show the route in its language. */
  | { kind: 'set-locale'; language: Language };

const LANGUAGE_CODE = /^[a-z]{2}(-[a-z]{2})?$/i;

export function looksLikeLanguageCode(segment: string): boolean {
  return LANGUAGE_CODE.test(segment);
}

export function decideLanguage(
  routeLanguage: string | undefined,
  storedLanguage: string | null,
): LanguageAction {
  const stored = isSupportedLanguage(storedLanguage) ? storedLanguage : undefined;
  const action = applySteps(routeLanguage ?? DEFAULT_LANGUAGE, stored);
  if (routeLanguage === undefined && action.kind !== 'redirect') {
    return { kind: 'redirect', language: action.language };
  }
  return action;
}

function applySteps(routeLanguage: string, stored: Language | undefined): LanguageAction {
  if (stored !== undefined && routeLanguage === stored) return { kind: 'proceed', language: stored };
  if (stored !== undefined) return { kind: 'redirect', language: stored };
  if (!isSupportedLanguage(routeLanguage)) return { kind: 'redirect', language: DEFAULT_LANGUAGE };
  return { kind: 'set-locale', language: routeLanguage };
}

/**
 * The language the language gate shows the opened path in (after its redirect, if any): its texts are loaded
 * before the first render. An unknown path (/foo) goes to not-found in the same language.
 */
export function firstLanguage(pathname: string, storedLanguage: string | null): Language {
  const segment = pathname.split('/')[1] ?? '';
  return decideLanguage(looksLikeLanguageCode(segment) ? segment : undefined, storedLanguage).language;
}

/**
 * The same location with its first segment set to `language`: replaces the route language
 * when `hasLanguageSegment`, otherwise inserts it. Query and hash are kept.
 */
export function withLanguage(
  location: { pathname: string; search: string; hash: string },
  language: Language,
  hasLanguageSegment: boolean,
): string {
  const segments = location.pathname.split('/').filter((segment) => segment !== '');
  const rest = hasLanguageSegment ? segments.slice(1) : segments;
  const pathname = `/${[language, ...rest].join('/')}`;
  return `${pathname}${location.search}${location.hash}`;
}

export interface LoginLanguage {
  /** The stored language from now on (spec §2 step 2 then shows every route in it). */
  language: Language;
  /** The account's language differs from a choice made on this device: the account takes it. */
  saveOnAccount: boolean;
}

/**
 * Issue 20: the account's language and the language shown never disagree. A language chosen on this
 * device (the selector, Settings) is the user's latest choice: it stays and the account takes it. A
 * device without a choice takes the account's language, so an account registered in German shows
 * German even when the login page was opened under /en/. Switching the language later updates both.
 */
export function languageAtLogin(deviceStored: string | null, accountLanguage: Language): LoginLanguage {
  if (isSupportedLanguage(deviceStored)) {
    return { language: deviceStored, saveOnAccount: deviceStored !== accountLanguage };
  }
  return { language: accountLanguage, saveOnAccount: false };
}
