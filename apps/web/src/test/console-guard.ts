// A web test fails when something logs a console.error or console.warn it does not expect, or jsdom reports an
// error: React's, jsdom's and the app's warnings would otherwise scroll past in a passing run and hide the one that
// matters. The browser journeys do the same for the page's errors (expectedErrors in e2e/support/browser.ts).
import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

type Level = 'error' | 'warn';
const LEVELS: readonly Level[] = ['error', 'warn'];
/** A failure quotes each log's first lines: its message and where it came from; the whole log prints above. */
const MESSAGE_LINES = 6;

interface Expected {
  level: Level;
  pattern: RegExp;
  isLogged: boolean;
}

let expected: Expected[] = [];
let unexpected: string[] = [];
let runningTest: string | undefined;
let lastTest: string | undefined;

function recordUnexpected(source: string, text: string): void {
  // Logged between tests, it is the work of a test that did not wait for it (or of a file's start).
  const when =
    runningTest === undefined ? `between tests (after '${lastTest ?? 'none'}')` : 'during the test';
  unexpected.push(`${source} ${when}: ${text.split('\n').slice(0, MESSAGE_LINES).join('\n')}`);
}

// Once per module graph: a worker's files share one (vite.config.ts, isolate: false), and the console with it.
for (const level of LEVELS) {
  const print = console[level];
  console[level] = (...args: unknown[]) => {
    const text = format(...args);
    const declared = expected.find((entry) => entry.level === level && entry.pattern.test(text));
    if (declared !== undefined) {
      declared.isLogged = true;
      return;
    }
    recordUnexpected(`console.${level}`, text);
    print.apply(console, args);
  };
}

// jsdom reports what it does not implement (and a page's script errors) to the console the environment had before
// the tests' one, past the wrapper above; its own console tells the guard too.
interface JsdomInstance {
  virtualConsole: { on(event: 'jsdomError', listener: (error: Error) => void): void };
}
(globalThis as { jsdom?: JsdomInstance }).jsdom?.virtualConsole.on('jsdomError', (error) =>
  recordUnexpected('jsdom', error.message),
);

/**
 * Declares that the running test makes something log `pattern` on console[level]: such logs neither print nor fail
 * it, and the test fails if none has come by its end.
 */
export function expectConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, isLogged: false });
}

function failureOf(unmet: Expected[], logged: string[]): string | undefined {
  const lines = [
    ...logged.map((text) => `- ${text}`),
    ...unmet.map(({ level, pattern }) => `- console.${level} ${pattern} was expected and never logged`),
  ];
  if (lines.length === 0) return undefined;
  return [
    'Unexpected console output (a test declares a log it provokes with expectConsole, src/test/console-guard.ts;',
    'any other is a fault to mend where it starts):',
    ...lines,
  ].join('\n');
}

/**
 * Fails each test of the file on an unexpected console.error or console.warn, also one logged while the test
 * unmounts. Call in the setup file before the hooks that clean the page up, so that its check runs after them.
 */
export function guardConsole(): void {
  beforeEach(() => {
    runningTest = expect.getState().currentTestName;
  });
  afterEach(() => {
    // A test's own spy on the console (to check a log's arguments) ends with the test, not with the worker.
    for (const level of LEVELS) {
      const method = console[level];
      if (vi.isMockFunction(method)) method.mockRestore();
    }
    const failure = failureOf(
      expected.filter((entry) => !entry.isLogged),
      unexpected,
    );
    lastTest = runningTest;
    runningTest = undefined;
    expected = [];
    unexpected = [];
    if (failure !== undefined) throw new Error(failure);
  });
}
