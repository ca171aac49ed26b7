import { describe, it, vi } from 'vitest';
import { expectConsole } from './console-guard';

// The guard is installed by vitest.setup.ts and checks after each test. A test that logs what it does not declare
// fails too, but would print that log into every run; mutating a test to log one shows it.
describe('the console guard', () => {
  it('lets a test log what it declares, without printing it', () => {
    expectConsole('error', /^Alerts could not be stored$/);
    expectConsole('warn', /^Stored alerts are not JSON/);
    console.error('Alerts could not be stored');
    console.warn('Stored alerts are not JSON; they are dropped');
  });

  it.fails('fails a test whose declared log never came', () => {
    expectConsole('warn', /^Stored alerts are not JSON/);
  });

  // Two tests in order: the first leaves its spy in place, the second finds the guard's console again.
  it("ends a test's own spy on the console with the test", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    console.error('not seen by the guard: the test checks its spy itself');
  });

  it('… so the next test is guarded again', () => {
    expectConsole('error', /^seen by the guard$/);
    console.error('seen by the guard');
  });
});
