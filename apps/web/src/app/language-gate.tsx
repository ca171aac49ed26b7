// Applies the language rule (language-rule.ts) on every navigation: redirects, or sets the
// locale before the screen renders so every text and link is in the route's language.
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isSupportedLanguage, STORAGE_KEY_LANGUAGE } from '../constants';
import { decideLanguage, looksLikeLanguageCode, withLanguage } from '../i18n/language-rule';
import { paths } from '../paths';

export function LanguageGate({ children }: { children: ReactNode }) {
  const { language: routeLanguage } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const stored = localStorage.getItem(STORAGE_KEY_LANGUAGE);
  const isUnknownPath = routeLanguage !== undefined && !looksLikeLanguageCode(routeLanguage);
  const action = decideLanguage(routeLanguage, stored);
  const needsLocale = !isUnknownPath && action.kind !== 'redirect' && i18n.language !== action.language;

  useLayoutEffect(() => {
    if (needsLocale) void i18n.changeLanguage(action.language);
  }, [needsLocale, i18n, action.language]);

  if (isUnknownPath) {
    // "/foo" is not a route under a language but an unknown path (spec §2: → /error/not-found).
    return <Navigate to={paths.notFound(isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE)} replace />;
  }
  if (action.kind === 'redirect') {
    return <Navigate to={withLanguage(location, action.language, routeLanguage !== undefined)} replace />;
  }
  // Render nothing for the one pass until the locale has switched, so no text flashes in the old language.
  return needsLocale ? null : children;
}
