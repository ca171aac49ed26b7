import { describe, expect, it } from 'vitest';
import { publicOrigin } from './config';

describe('publicOrigin', () => {
  const page = { origin: 'https://localhost' };

  it('is the page’s origin by default (one server serves app and API)', () => {
    expect(publicOrigin({}, page)).toBe('https://localhost');
  });

  it('is the configured server origin in the native shell’s build', () => {
    expect(publicOrigin({ VITE_PUBLIC_ORIGIN: 'https://versammlungsfinder.example' }, page)).toBe(
      'https://versammlungsfinder.example',
    );
  });

  it.each(['', 'ftp://x', 'https://x.example/path', 'javascript:alert(1)'])('ignores %j', (value) => {
    expect(publicOrigin({ VITE_PUBLIC_ORIGIN: value }, page)).toBe('https://localhost');
  });
});
