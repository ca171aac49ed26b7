// The shape of a benchmark scenario: later issues add one module per measurement to scenarios/.

export interface Scenario {
  /** The first command-line word: `npm run bench -- <name> ...`. */
  name: string;
  /** One line for the scenario list. */
  summary: string;
  /** Options, one per line, printed with --help. */
  usage: string;
  /** Parses its own arguments, measures, and prints a table of figures. */
  run(args: string[]): Promise<void>;
}
