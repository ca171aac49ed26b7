// Business constants of SPEC §9 used by the web app; each name carries its unit.

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/** en (en-US) is the default and the fallback language. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** BCP 47 locale of each frontend language. */
export const LOCALE_BY_LANGUAGE: Readonly<Record<Language, string>> = { en: 'en-US', de: 'de-DE' };

/** The loading overlay appears only when loading lasts longer than this. */
export const LOADING_INDICATOR_DELAY_MS = 1000;
/** Error and success toasts stay this long. */
export const TOAST_DURATION_MS = 5000;

/** Width of the right-hand slide-over menu. */
export const RIGHT_MENU_WIDTH_DESKTOP_PX = 350;
export const RIGHT_MENU_WIDTH_MOBILE_PX = 245;

/** Screen breakpoints; the wide (desktop) layout applies above S. Mirrored in index.css @theme. */
export const BREAKPOINTS_PX = { xs: 0, s: 640, m: 1024, l: 1280, xl: 1536, '2xl': 1920 } as const;

/** Keys of values stored on the device (SPEC §3 "Other values stored on the device"). */
export const STORAGE_KEY_LANGUAGE = 'language';
export const STORAGE_KEY_ACCESS_TOKEN = 'access_token';
export const STORAGE_KEY_NOTIFICATIONS_AVAILABLE = 'notificationsAvailable';
/** The place of the last event search, as its URL query (issue 18). */
export const STORAGE_KEY_SEARCH_PLACE = 'last_search_place';
/** The stored access token's default, meaning "no token". */
export const ACCESS_TOKEN_NOTSET = 'NOTSET';

export const MAX_ALERTS_PER_USER = 5;
export const SOURCE_PAGE_EVENTS_LIMIT = 25;
export const DEFAULT_PAGE_SIZE = 25;
export const EVENT_SEARCH_BATCH_SIZE = 25;
/** The server's last offset (EVENT_OFFSET_MAX, issue 17 finding 6): the list ends there, without a 422. */
export const EVENT_SEARCH_OFFSET_MAX = 10_000;
/** A date typed into the event search's time picker is searched once it has not changed for this long. */
export const TYPED_DATE_SETTLE_MS = 600;
export const EXPORT_FEED_LIMIT = 50;
export const SIMILAR_EVENTS_LIMIT = 4;
export const SIMILAR_EVENTS_RADIUS_KM = 2;
export const SOURCE_APPROVAL_TIME_DAYS = 3;

export const ALERT_INITIAL_LAST_FETCH_AGO_MS = 60 * 60 * 1000;
export const ALERT_FIRST_FETCH_DELAY_MS = 5 * 1000;
export const ALERT_RETRY_DELAY_MS = 5 * 60 * 1000;

export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
export const TOKEN_FALLBACK_LIFETIME_AFTER_LOGIN_MS = 5 * 60 * 1000;
export const TOKEN_FALLBACK_LIFETIME_AFTER_REFRESH_MS = 6 * 60 * 1000;
export const TOKEN_REFRESH_RETRY_MS = 30 * 1000;
export const TOKEN_REFRESH_AFTER_RESTORE_MS = 1000;

export const MOBILE_NOTIFICATION_ID_MIN = 100;
export const MOBILE_NOTIFICATION_ID_MAX = 999;
export const MOBILE_NOTIFICATION_TITLE = 'Demonstration';

export const API_CLIENT_VERSION = '3.2.0';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
