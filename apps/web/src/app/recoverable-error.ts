// React reports a render error it recovered from (a concurrent render threw, the synchronous retry did not) as a
// wrapper whose production message is only "Minified React error #520"; what threw is its `cause`. The app reports
// the wrapper with the cause's message and stack in its message, so a user's console and the journeys (which fail on
// any page error) name the real error.

// Stack frames ("    at f (url:1:2)") inside a message are written "  | f (url:1:2)": tools that split an error's
// message from its own stack at the first "at" line (Playwright's page errors) would drop them otherwise.
const asQuotedFrames = (stack: string) => stack.replace(/^\s+at /gm, '  | ');

/** The error to report for one React recovered from: the wrapper described by its cause, or the error as it is. */
export function describeRecoverableError(error: unknown, componentStack?: string): unknown {
  if (!(error instanceof Error) || error.cause === undefined) return error;
  const { cause } = error;
  const causeText =
    cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : String(cause);
  const where = componentStack ? `\nComponent stack:${componentStack}` : '';
  return new Error(asQuotedFrames(`${error.message}\nCaused by: ${causeText}${where}`), { cause });
}

/** createRoot's onRecoverableError: reported as React's default does (window.reportError), with the cause named. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  window.reportError(describeRecoverableError(error, info.componentStack));
}
