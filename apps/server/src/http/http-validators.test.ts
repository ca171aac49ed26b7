import { describe, expect, it } from 'vitest';
import {
  etagForCoding,
  etagOf,
  hashOf,
  isUnmodifiedSince,
  matchingTag,
  preferredCoding,
} from './http-validators.js';

describe('export validators', () => {
  it('hashes parts with their boundaries: moving a character between parts changes the hash', () => {
    expect(hashOf(['ab', 'c'])).not.toBe(hashOf(['a', 'bc']));
    expect(hashOf(['ab', 'c'])).toBe(hashOf(['ab', 'c']));
    expect(hashOf(['x'])).toMatch(/^[A-Za-z0-9_-]{27}$/);
  });

  it('gives answers with other spliced values (RSS title, self link) other ETags', () => {
    expect(etagOf('h', [])).toBe('"h"');
    expect(etagOf('h', ['Title', 'https://a/?x=1'])).not.toBe(etagOf('h', ['Title', 'https://a/?x=2']));
  });

  it('names each compressed variant, and If-None-Match matches any variant of the current ETag', () => {
    expect(etagForCoding('"abc"', 'br')).toBe('"abc-br"');
    expect(etagForCoding('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(etagForCoding('"abc"', undefined)).toBe('"abc"');
    expect(matchingTag('"abc"', '"abc"')).toBe('"abc"');
    expect(matchingTag('"old", "abc-gzip"', '"abc"')).toBe('"abc-gzip"');
    expect(matchingTag('W/"abc-br"', '"abc"')).toBe('"abc-br"');
    expect(matchingTag('*', '"abc"')).toBe('"abc"');
    expect(matchingTag('"abd", "ab"', '"abc"')).toBeUndefined();
    expect(matchingTag('"abc-deflate"', '"abc"')).toBeUndefined();
  });

  it('reads If-Modified-Since as an HTTP date, at one-second resolution', () => {
    const lastModified = Date.parse('Thu, 26 Nov 2026 01:00:00 GMT');
    expect(isUnmodifiedSince('Thu, 26 Nov 2026 01:00:00 GMT', lastModified)).toBe(true);
    expect(isUnmodifiedSince('Thu, 26 Nov 2026 01:00:01 GMT', lastModified)).toBe(true);
    expect(isUnmodifiedSince('Thu, 26 Nov 2026 00:59:59 GMT', lastModified)).toBe(false);
    expect(isUnmodifiedSince('yesterday', lastModified)).toBe(false);
  });

  it('prefers brotli, then gzip, from Accept-Encoding, and honours q=0', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding('gzip;q=0')).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });
});
