// Writes a .br and a .gz beside every compressible file of the build, once, at build time. The server
// serves them as they are (@fastify/static `preCompressed`), so no page load makes it compress the same
// bytes again: compressing the app's scripts on the fly on every visit took most of the server's CPU in
// the browser journeys, and delayed the API answers queued behind it (issue 19 item 6).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
// The server's on-the-fly compression starts at the same size (apps/server/src/http/compression.ts).
const MIN_BYTES = 1024;

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** HTML is left out: the server may one day fill each page's head (DESIGN §4.12) and must see it plain. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesBelow(folder)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'assembly-finder:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the other plugins' closeBundle, so that files they write (the service worker) are included.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
