import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorsOf } from './field-errors';

function failure(status: number, body: unknown): ApiError {
  return new ApiError({ request: new Request('http://localhost/v1/x'), status, statusText: '', body });
}

describe('fieldErrorsOf', () => {
  it('keys each 422 issue by its field after body', () => {
    const error = failure(422, {
      detail: [
        { loc: ['body', 'name'], msg: 'Required.' },
        { loc: ['body', 'locations', 1, 'city'], msg: 'Too long.' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ name: 'Required.', locations: 'Too long.' });
  });

  it('joins several messages for one field and keeps field-less ones under the empty key', () => {
    const error = failure(422, {
      detail: [
        { loc: ['body', 'url'], msg: 'Not an address.' },
        { loc: ['body', 'url'], msg: 'Too long.' },
        { loc: ['body'], msg: 'End before start.' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ url: 'Not an address. Too long.', '': 'End before start.' });
  });

  it('takes a string detail as a form-level message', () => {
    expect(fieldErrorsOf(failure(422, { detail: 'Unknown city.' }))).toEqual({ '': 'Unknown city.' });
  });

  it('leaves other failures to the global handler', () => {
    expect(fieldErrorsOf(failure(403, { detail: 'Forbidden' }))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toBeUndefined();
  });
});
