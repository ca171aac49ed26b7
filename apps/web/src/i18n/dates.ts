// Calendar conventions per language, for date pickers (spec §9: German weeks start on Monday).
import { type Language, LOCALE_BY_LANGUAGE } from '../constants';

/** 0 = Sunday, 1 = Monday, as Date#getDay() counts. */
export type WeekdayIndex = 0 | 1;

const FIRST_DAY_OF_WEEK: Readonly<Record<Language, WeekdayIndex>> = { en: 0, de: 1 };

export function firstDayOfWeek(language: Language): WeekdayIndex {
  return FIRST_DAY_OF_WEEK[language];
}

/** The locale string for Intl APIs and React Aria's I18nProvider. */
export function localeOf(language: Language): string {
  return LOCALE_BY_LANGUAGE[language];
}
