import { describe, expect, it } from 'vitest';
import { isNativeShell } from './index';
import { isAppPath } from './platform';

describe('isNativeShell: the one decision between browser and native shell', () => {
  it('is true only when the shell’s bridge says it is native', () => {
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => true } })).toBe(true);
    expect(isNativeShell({ Capacitor: { isNativePlatform: () => false } })).toBe(false);
    expect(isNativeShell({})).toBe(false);
    expect(isNativeShell(undefined)).toBe(false);
  });
});

describe('isAppPath', () => {
  it.each([
    ['/en/alerts/results/Berlin', true],
    ['/de', true],
    ['//evil.example/x', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    [42, false],
  ])('%s → %s', (value, expected) => {
    expect(isAppPath(value)).toBe(expected);
  });
});
