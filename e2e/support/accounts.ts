// Accounts and sources a journey sets up through the API (spec §7), as a user of the product would.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { getJson } from './api.js';
import type { Language } from './languages.js';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new account with unique names, so journeys running side by side never meet. */
export function newAccount(prefix: string): Account {
  const tag = randomBytes(4).toString('hex');
  return {
    username: `${prefix}-${tag}`,
    email: `${prefix}-${tag}@example.org`,
    password: `e2e password ${tag}`,
  };
}

/** `Authorization: Basic …` for scripts (spec §6: Basic authentication is also supported). */
export function basicAuth(account: Account): string {
  return `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
}

async function send(
  baseUrl: string,
  path: string,
  init: RequestInit,
  expectedStatus: number,
): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  expect(response.status, `${init.method} ${path}: ${text.slice(0, 300)}`).toBe(expectedStatus);
  return text === '' ? undefined : JSON.parse(text);
}

export async function register(baseUrl: string, account: Account, language?: Language): Promise<void> {
  await send(
    baseUrl,
    '/v1/user/register',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, password_confirmation: account.password, language }),
    },
    201,
  );
}

// A 1×1 PNG: the smallest title image the server accepts and re-encodes.
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A source submitted by `owner`, waiting for approval, with the title image approval needs (spec §4,
 * §5). Answers its id.
 */
export async function submitSource(baseUrl: string, owner: Account, name: string): Promise<number> {
  const [sourceType] = await getJson<{ id: number }[]>(baseUrl, '/v1/source_type/');
  const [topic] = await getJson<{ id: number }[]>(baseUrl, '/v1/topic/');
  expect(sourceType && topic, 'the demo data has a source type and a topic').toBeTruthy();
  const source = (await send(
    baseUrl,
    '/v1/source/new',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth(owner) },
      body: JSON.stringify({
        name,
        country: 'DE',
        city: 'Leipzig',
        source_type_id: sourceType?.id,
        topic_ids: [topic?.id],
        description: 'An invented initiative that organises rallies for an end-to-end journey.',
        internal_contact: owner.email,
      }),
    },
    201,
  )) as { id: number; approval_status: string };
  expect(source.approval_status).toBe('pending');
  const form = new FormData();
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
  await send(
    baseUrl,
    `/v1/source/${source.id}/title-image`,
    { method: 'POST', headers: { authorization: basicAuth(owner) }, body: form },
    200,
  );
  return source.id;
}
