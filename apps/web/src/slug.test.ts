import { describe, expect, it } from 'vitest';
import { idFromSlug, slugFor } from './slug';

describe('idFromSlug', () => {
  it('reads the number before the first "--"', () => {
    expect(idFromSlug('42--climate-strike--berlin')).toBe(42);
    expect(idFromSlug('42')).toBe(42);
  });

  it('takes no id when the first part is not a number', () => {
    expect(idFromSlug('climate--42')).toBeUndefined();
    expect(idFromSlug('4x2--march')).toBeUndefined();
    expect(idFromSlug('')).toBeUndefined();
    expect(idFromSlug(undefined)).toBeUndefined();
  });
});

describe('slugFor', () => {
  it('builds a readable slug that reads back to the id', () => {
    const slug = slugFor(7, 'Großdemo: Klima & Gerechtigkeit!');
    expect(slug).toBe('7--grossdemo-klima-gerechtigkeit');
    expect(idFromSlug(slug)).toBe(7);
  });
});
