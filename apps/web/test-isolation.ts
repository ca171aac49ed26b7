// Which web test files need a module graph of their own. Sharing one jsdom and one module graph per worker
// (isolate: false) cuts the web tests' CPU time by three quarters, but a file that replaces a module with
// vi.mock needs a fresh graph: modules already loaded by an earlier file keep whatever they imported first.
// The files are found by what they do, so a new vi.mock cannot run unisolated by mistake.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.mock\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `root`/src that call vi.mock, relative to `root` (as Vitest's include patterns are). */
export function testFilesMockingModules(root: string): string[] {
  return testFiles(join(root, 'src'))
    .filter((path) => MOCKS_A_MODULE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
}
