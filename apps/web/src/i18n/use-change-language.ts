// Spec §2: changing the language sets the locale, stores it as 'language' and re-navigates to
// the same route with its params and query.
import { useLocation, useNavigate } from 'react-router';
import { type Language, STORAGE_KEY_LANGUAGE } from '../constants';
import { setLocale } from './index';
import { withLanguage } from './language-rule';
import { useLanguage } from './use-language';

/** The user's stored language (spec §2 step 2): the language gate shows every route in it. */
export function storeLanguageChoice(value: Language): void {
  localStorage.setItem(STORAGE_KEY_LANGUAGE, value);
}

/** Stores the language on the device, sets the locale and shows the same route in it. */
export function useChangeLanguage(): (value: Language) => Promise<void> {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return async (value) => {
    if (value === language) return;
    storeLanguageChoice(value);
    await setLocale(value);
    await navigate(withLanguage(location, value, true));
  };
}
