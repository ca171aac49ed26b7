// The words side of the upcoming index (upcoming-index.ts): each event's folded search text as ids of its runs in
// one dictionary, and per polled word the runs that contain it.
//
// The words are exact: PostgreSQL folds the text (fold_umlaut_digraphs(search_text), migrations 004 and 008) and
// the poll's words (folded-words.ts); here the folded text is cut into maximal runs of letters and digits. A folded
// word made of letters and digits alone occurs in the text (the SQL's `like '%word%'`) exactly when it occurs in
// one of those runs, so an event matches a word when one of its runs contains it. Other words are left to the SQL.

const RUN = /[\p{L}\p{N}]+/gu;
const WHOLE_RUN = /^[\p{L}\p{N}]+$/u;

/** Whether the index can test a folded word: letters and digits only (no LIKE wildcard, no space). */
export const isIndexableWord = (folded: string) => WHOLE_RUN.test(folded);

/** The distinct runs of letters and digits of a folded text. */
export function textRuns(foldedText: string): string[] {
  return [...new Set(foldedText.match(RUN) ?? [])];
}

/** Words whose matching runs are remembered (a bitmap over the run dictionary each). */
const WORD_CACHE_MAX = 256;

interface WordRuns {
  /** Bit r is set when run r of the dictionary contains the word. */
  bits: Uint32Array;
  /** Runs of the dictionary checked so far (runs are only ever added). */
  checked: number;
}

/** Every run an event of the index has had, by id (runs are never removed), and the runs of recent words. */
export class RunDictionary {
  private readonly runIds = new Map<string, number>();
  private readonly runs: string[] = [];
  private readonly wordRuns = new Map<string, WordRuns>();

  /** The ids of the text's runs, adding the runs not seen before. */
  idsOf(foldedText: string): number[] {
    return textRuns(foldedText).map((run) => this.idOf(run));
  }

  /** The runs containing the word, as a bitmap; runs added since the last poll of the word are checked now. */
  bitsOf(word: string): Uint32Array {
    // Taken out and put back below: the Map's order is the least recently used first.
    const entry = this.wordRuns.get(word) ?? { bits: new Uint32Array(0), checked: 0 };
    this.wordRuns.delete(word);
    if (entry.checked < this.runs.length) {
      if (entry.bits.length * 32 < this.runs.length) {
        const grown = new Uint32Array(Math.ceil((this.runs.length * 1.5) / 32) + 1);
        grown.set(entry.bits);
        entry.bits = grown;
      }
      for (let run = entry.checked; run < this.runs.length; run += 1) {
        if ((this.runs[run] as string).includes(word)) {
          entry.bits[run >>> 5] = (entry.bits[run >>> 5] as number) | (1 << (run & 31));
        }
      }
      entry.checked = this.runs.length;
    }
    this.wordRuns.set(word, entry);
    const oldest = this.wordRuns.keys().next().value as string;
    if (this.wordRuns.size > WORD_CACHE_MAX) this.wordRuns.delete(oldest);
    return entry.bits;
  }

  /** Bytes of the dictionary's strings (two a character and about 40 a string). */
  bytes(): number {
    return this.runs.reduce((sum, run) => sum + 2 * run.length + 40, 0);
  }

  private idOf(run: string): number {
    let id = this.runIds.get(run);
    if (id === undefined) {
      id = this.runs.length;
      this.runs.push(run);
      this.runIds.set(run, id);
    }
    return id;
  }
}

/** Whether the bitmap of bitsOf has run `run`. */
export const hasRun = (bits: Uint32Array, run: number) =>
  ((bits[run >>> 5] as number) & (1 << (run & 31))) !== 0;
