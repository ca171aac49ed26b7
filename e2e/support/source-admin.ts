// A logged-in source administrator with an approved source, set up through the API and the login
// page (or a session the API gave), for journeys that start on a source's or an event's admin screens.
import type { Page } from 'playwright-core';
import { type Account, basicAuth, newAccount, register, submitSource } from './accounts.js';
import { getJson } from './api.js';
import { expectPath } from './expect-page.js';
import type { Language } from './languages.js';
import { PLATFORM_ADMIN } from './platform-admin.js';

export interface AdministeredSource {
  owner: Account;
  sourceId: number;
  sourceName: string;
}

/** A new account that administers a source, approved or still pending (spec §4 "Source approval"). */
export async function sourceAdministratorOf(
  baseUrl: string,
  prefix: string,
  approval: 'approved' | 'pending' = 'approved',
): Promise<AdministeredSource> {
  const owner = newAccount(prefix);
  await register(baseUrl, owner);
  const sourceName = `Initiative ${owner.username}`;
  const sourceId = await submitSource(baseUrl, owner, sourceName);
  if (approval === 'approved') {
    const response = await fetch(
      new URL(`/v1/source/${sourceId}/approval_status?approval_status=approved`, baseUrl),
      {
        method: 'PUT',
        headers: { authorization: basicAuth(PLATFORM_ADMIN) },
        signal: AbortSignal.timeout(15_000),
      },
    );
    if (response.status !== 200)
      throw new Error(`approving source ${sourceId}: ${response.status} ${await response.text()}`);
  }
  return { owner, sourceId, sourceName };
}

/** Where and when a published event takes place, when the journey cares (spec §3 Event). */
export interface EventPlaceAndTime {
  start_time: string;
  locations: { geography: { type: 'Point'; coordinates: [lon: number, lat: number] }; city?: string }[];
}

/**
 * An event of the source, published through the API by its administrator (spec §7 POST /v1/event/new): in a week
 * and without a place, unless `placeAndTime` says otherwise.
 */
export async function publishEvent(
  baseUrl: string,
  source: AdministeredSource,
  name: string,
  placeAndTime?: EventPlaceAndTime,
): Promise<number> {
  const [topic] = await getJson<{ id: number }[]>(baseUrl, '/v1/topic/');
  const [eventType] = await getJson<{ id: number }[]>(baseUrl, '/v1/event_type/');
  const response = await fetch(new URL('/v1/event/new', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: basicAuth(source.owner) },
    body: JSON.stringify({
      name,
      description: 'An invented rally for an end-to-end journey.',
      event_type_id: eventType?.id,
      topic_ids: [topic?.id],
      start_time: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
      locations: [],
      ...placeAndTime,
      organising_source_id: source.sourceId,
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /v1/event/new: ${response.status} ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

const LOGIN_TEXTS = {
  en: { username: /^Username/, password: /^Password/, logIn: 'Log in' },
  de: { username: /^Benutzername/, password: /^Passwort/, logIn: 'Anmelden' },
};

/** Logs in on the login page and waits until it has gone home. */
export async function logInOnPage(page: Page, baseUrl: string, language: Language, account: Account) {
  const texts = LOGIN_TEXTS[language];
  await page.goto(new URL(`/${language}/login`, baseUrl).href);
  // The journey's visitor chose its language on this device; the login keeps it (issue 20).
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.getByLabel(texts.username).fill(account.username);
  await page.getByLabel(texts.password).fill(account.password);
  await page.getByRole('button', { name: texts.logIn, exact: true }).click();
  await expectPath(page, `/${language}`);
}

/**
 * Puts a session on the device as an earlier login left it, without the login page: the API's token (POST
 * /v1/user/get_token, the login form's call) and the device's language in localStorage, and that language saved on the
 * account as the login form saves it (issue 20). The next page the journey opens starts logged in, as for a returning
 * user. For journeys about what a logged-in user does; the journeys about logging in keep the page. It replaces the
 * context's storage, and a page already open reads it only when it loads again, so the journey opens its next page
 * after it. It saves each journey the home page the login form goes to (the event search and its map, 1.5–2.5 s of
 * Chromium's CPU: decision 041).
 */
export async function logInThroughApi(page: Page, baseUrl: string, language: Language, account: Account) {
  const tokenResponse = await fetch(new URL('/v1/user/get_token', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({ username: account.username, password: account.password }),
    signal: AbortSignal.timeout(15_000),
  });
  const tokenText = await tokenResponse.text();
  if (tokenResponse.status !== 200) throw new Error(`get_token: ${tokenResponse.status} ${tokenText}`);
  const token = (JSON.parse(tokenText) as { access_token: string }).access_token;
  const languageSaved = await fetch(new URL('/v1/user/me', baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language }),
    signal: AbortSignal.timeout(15_000),
  });
  if (languageSaved.status !== 200)
    throw new Error(`PUT /v1/user/me: ${languageSaved.status} ${await languageSaved.text()}`);
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'language', value: language },
          { name: 'access_token', value: token },
        ],
      },
    ],
  });
}
