import { describe, expect, it } from 'vitest';
import { KEYWORD_WORDS_MAX, keywordWords } from './keyword.js';

describe('keywordWords', () => {
  it('splits on anything but letters and digits, lower-cases, and keeps umlauts for SQL to fold', () => {
    expect(keywordWords('Klima-Demo  in München!')).toEqual(['münchen', 'klima', 'demo', 'in']);
  });

  it('never yields a LIKE wildcard or escape character', () => {
    expect(keywordWords('100% _fair_ \\o/')).toEqual(['fair', '100', 'o']);
    expect(keywordWords('%_\\')).toEqual([]);
  });

  it('drops repeated words and words another word contains', () => {
    expect(keywordWords('Demo demo Demonstration')).toEqual(['demonstration']);
  });

  it('keeps at most KEYWORD_WORDS_MAX words, the longest first', () => {
    const words = keywordWords('a1 b22 c333 d4444 e5555 f66666 g777777 h8888888 i99999999 j0000000000');
    expect(words).toHaveLength(KEYWORD_WORDS_MAX);
    expect(words[0]).toBe('j0000000000');
  });

  it('answers no words for an empty or absent keyword', () => {
    expect(keywordWords(undefined)).toEqual([]);
    expect(keywordWords('   ')).toEqual([]);
  });
});
