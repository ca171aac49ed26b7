import { describe, expect, it } from 'vitest';
import { idFromSlug } from '../../slug';
import { canonicalSlugToReplace } from './event-slug';

const event = { id: 42, name: 'Demo für saubere Luft' };

describe('event slug canonicalisation', () => {
  it('keeps a canonical link as it is', () => {
    expect(canonicalSlugToReplace('42--demo-fur-saubere-luft', event)).toBeUndefined();
  });

  it.each(['42', '42--old-name', '42--Demo-fuer-saubere-Luft', '42--'])(
    'replaces %s with the canonical slug',
    (slug) => {
      expect(idFromSlug(slug)).toBe(42);
      expect(canonicalSlugToReplace(slug, event)).toBe('42--demo-fur-saubere-luft');
    },
  );
});
