import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-text.js';

describe('escapeHtml', () => {
  it('writes the five characters markup gives meaning to as references', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves no markup character behind and reads back to the text', () => {
    const decode = (html: string) =>
      html.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
      );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decode(escaped)).toBe(text);
      }),
    );
  });
});
