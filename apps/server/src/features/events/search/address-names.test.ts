import { describe, expect, it } from 'vitest';
import { otherPlaceName } from './address-names.js';

describe('otherPlaceName', () => {
  it.each([
    ['Cologne', 'Köln'],
    ['nuremberg', 'Nürnberg'],
    ['Wien', 'Vienna'],
    ['München', 'Munich'],
  ])('%s → %s', (name, other) => {
    expect(otherPlaceName(name)).toBe(other);
  });

  it('knows no other name for most places', () => {
    expect(otherPlaceName('Bielefeld')).toBeUndefined();
  });
});
