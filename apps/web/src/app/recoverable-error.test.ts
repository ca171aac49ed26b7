import { describe, expect, it } from 'vitest';
import { describeRecoverableError } from './recoverable-error';

describe('describeRecoverableError', () => {
  it("names the cause's message and stack, and where in the tree it threw", () => {
    const cause = new TypeError("Cannot read properties of undefined (reading 'name')");
    const wrapper = new Error('Minified React error #520', { cause });

    const described = describeRecoverableError(wrapper, '\n    at AlertResultsScreen');

    expect(described).toBeInstanceOf(Error);
    const { message } = described as Error;
    expect(message).toContain('Minified React error #520');
    expect(message).toContain("Caused by: TypeError: Cannot read properties of undefined (reading 'name')");
    // Its frames stay in the message, written so that no tool takes them for the report's own stack.
    const firstFrame = cause.stack?.split('\n')[1]?.trim().replace(/^at /, '') ?? 'no stack';
    expect(message).toContain(`\n  | ${firstFrame}`);
    expect(message).toContain('Component stack:\n  | AlertResultsScreen');
    expect(message).not.toMatch(/^\s+at /m);
    expect((described as Error).cause).toBe(cause);
  });

  it('names a cause that is not an Error by its text', () => {
    const described = describeRecoverableError(new Error('#520', { cause: 'a thrown string' }));
    expect((described as Error).message).toBe('#520\nCaused by: a thrown string');
  });

  it('reports an error without a cause as it is', () => {
    const error = new Error('no wrapper');
    expect(describeRecoverableError(error, '\n    at Somewhere')).toBe(error);
  });
});
