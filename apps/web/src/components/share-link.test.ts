import { describe, expect, it } from 'vitest';
import { mailtoLink } from './share-link';

const data = { url: 'https://example.org/en/events/7--demo', title: 'Demo for clean air' };

describe('mailtoLink', () => {
  it('puts the title in the subject and the link in the body, encoded', () => {
    expect(mailtoLink({ ...data, title: 'A & B' })).toBe(
      `mailto:?subject=A%20%26%20B&body=${encodeURIComponent(data.url)}`,
    );
  });
});
