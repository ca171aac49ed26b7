// Numbers a scenario takes on its command line (`--events 100_000`): underscores allowed as in code, checked
// (a typo stops the run instead of measuring NaN), and a default when the option is not given.

const shown = (n: number) => n.toLocaleString('en');

/** A whole number from `min` (1 unless given) to `max`; `fallback` when the option is absent. */
export function wholeNumberOption(
  name: string,
  raw: string | undefined,
  fallback: number,
  { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER ? `${shown(min)} or more` : `from ${shown(min)} to ${shown(max)}`;
    throw new Error(`--${name} must be a whole number ${range}, got "${raw}"`);
  }
  return value;
}

/** A number of 0 or more, fractions allowed (seconds, shares); `fallback` when the option is absent. */
export function numberOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} must be a number of 0 or more, got "${raw}"`);
  }
  return value;
}
