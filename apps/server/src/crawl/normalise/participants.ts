// Expected participants as lists write them: '4.000', '200-300', '80 bis 100', 'ca. 50', 'bis zu 500'.

export interface Participants {
  min: number | null;
  max: number | null;
}

/** German thousands use '.' ('4.000', '10.000'); a lone '.' followed by three digits is never a decimal here. */
function number(text: string): number | undefined {
  const digits = text.replace(/\.(?=\d{3}(?!\d))/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) && value <= 10_000_000 ? value : undefined;
}

const N = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)`;

export function parseParticipants(raw: string | null | undefined): Participants | undefined {
  const text = (raw ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\b(ca|circa|etwa|rund|ungefähr)\.? ?/g, '')
    .replace(/ ?(personen|teilnehmende|teilnehmer(?:innen|\*innen)?|tn|pers\.?)$/g, '')
    .trim();
  if (text === '') return undefined;
  const range = new RegExp(`^${N} ?(?:-|–|bis) ?${N}$`).exec(text);
  if (range) {
    const a = number(range[1] as string);
    const b = number(range[2] as string);
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const upTo = new RegExp(String.raw`^(?:bis zu|bis|max\.?|maximal|höchstens) ?${N}$`).exec(text);
  if (upTo) {
    const b = number(upTo[1] as string);
    if (b !== undefined) return { min: null, max: b };
  }
  const over = new RegExp(String.raw`^(?:über|mehr als|mindestens|min\.?|ab|>) ?${N}\+?$`).exec(text);
  if (over) {
    const a = number(over[1] as string);
    if (a !== undefined) return { min: a, max: null };
  }
  const single = new RegExp(String.raw`^${N}\+?$`).exec(text);
  if (single) {
    const a = number(single[1] as string);
    if (a !== undefined) return { min: a, max: a };
  }
  return undefined;
}
