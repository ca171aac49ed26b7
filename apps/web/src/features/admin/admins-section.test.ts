import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeAdminProblem, sortAdmins } from './admins-section';
import type { AdminUser } from './api';

const failure = (status: number, detail: unknown) =>
  new ApiError({
    request: new Request('http://localhost/v1/user/make_admin', { method: 'POST' }),
    status,
    statusText: '',
    body: { detail },
  });

const user = (id: number, username: string): AdminUser => ({
  id,
  username,
  email: `${username}@example.org`,
  language: 'en',
  verified: true,
  receive_newsletter: false,
  admin: true,
  administrated_sources: [],
  saved_events: [],
  saved_sources: [],
});

describe('Admins section', () => {
  it('says beside the field that no user has an unknown e-mail address (404)', () => {
    expect(makeAdminProblem(failure(404, 'Not Found'))).toBe('unknownEmail');
  });

  it('says beside the field that the address is not one (422)', () => {
    expect(makeAdminProblem(failure(422, [{ loc: ['body', 'email'], msg: 'bad', type: 'format' }]))).toBe(
      'invalidEmail',
    );
  });

  it('leaves other failures to a toast', () => {
    expect(makeAdminProblem(failure(403, 'Only platform admins may do this'))).toBeUndefined();
    expect(makeAdminProblem(new Error('offline'))).toBeUndefined();
  });

  it('lists admins by user name, letter case ignored', () => {
    const sorted = sortAdmins([user(1, 'zora'), user(2, 'Anna'), user(3, 'bert')]);
    expect(sorted.map((admin) => admin.username)).toEqual(['Anna', 'bert', 'zora']);
  });
});
