import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, localeOf } from './dates';
import { de } from './de';
import { en } from './en';
import { i18n } from './index';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('i18n', () => {
  it('has the same keys in en and de, none empty', () => {
    expect(keysOf(de)).toEqual(keysOf(en));
    for (const key of keysOf(de)) expect(i18n.t(key as never, { lng: 'de' })).not.toBe('');
  });

  it('falls back to en and sets <html lang> to the locale', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('status.inProgress')).toBe('In Progress');
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de-DE');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('starts German weeks on Monday and English ones on Sunday', () => {
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
    expect(localeOf('de')).toBe('de-DE');
  });
});
