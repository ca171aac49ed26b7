// Single-line text on the wire (issue 17 finding 2, the write half): names, titles and places must not hold
// control characters. A line break in an event's name became a line of its own in calendar files and feeds;
// the writers escape whatever is stored now, and writes no longer store it. Multi-line fields
// (descriptions) are plain strings.
import { type TString, Type } from 'typebox';

// C0 and C1 controls (tab, CR, LF, NUL, ESC …) and the Unicode line and paragraph separators.
const NOT_CONTROL = '[^\\p{Cc}\\u2028\\u2029]';

/** One line: no control characters. */
export const SINGLE_LINE_PATTERN = `^${NOT_CONTROL}*$`;
/** One line with at least one character that is not white space. */
export const NON_BLANK_SINGLE_LINE_PATTERN = `^(?=${NOT_CONTROL}*\\S)${NOT_CONTROL}*$`;

/** A colour as the map and CSS use it: '#rrggbb' (source type marker colours). */
export const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** What a 422 says for these patterns (http/validation-issues.ts), instead of the pattern itself. */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  [SINGLE_LINE_PATTERN]: 'String should be a single line without control characters',
  [NON_BLANK_SINGLE_LINE_PATTERN]: 'String should be a single line without control characters, and not blank',
  [COLOUR_PATTERN]: 'Colour should be #rrggbb, e.g. #c0392b',
});

/** A required single line: not blank, no control characters. */
export function RequiredLine(maxLength: number, description: string): TString {
  return Type.String({ minLength: 1, maxLength, pattern: NON_BLANK_SINGLE_LINE_PATTERN, description });
}

/** An optional single line (absent or null for none). */
export function OptionalLine(maxLength: number, description: string) {
  return Type.Optional(
    Type.Union([Type.String({ maxLength, pattern: SINGLE_LINE_PATTERN }), Type.Null()], { description }),
  );
}
