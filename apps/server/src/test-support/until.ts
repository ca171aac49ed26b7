// Waiting for a condition in tests that watch another process or a background task (a server coming up, a killed
// process's session ending, an import finishing): never a fixed wait, which is too short on a busy machine and
// wasted on an idle one.

/** Polls `holds` every 20 ms until it is true; fails naming `what` once `timeoutMs` have passed. */
export async function until(
  what: string,
  holds: () => boolean | Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  // A time limit rather than a number of polls: on a loaded machine each poll takes longer.
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting until ${what} (${timeoutMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
