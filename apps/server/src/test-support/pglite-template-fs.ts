// An embedded test database's data folder, copied in memory from the files of the migrated dump. PGlite's own
// `loadDataDir` parses the dump's tar again for every database and creates each path one folder at a time: about
// 40 % of what opening a test database cost (decision 041). The dump is read once per process; each database gets
// copies of its files, so no database ever writes into another's.
import { MemoryFS, type PGlite, type postgresMod } from '@electric-sql/pglite';

type PostgresMod = postgresMod.PostgresMod;

/** PGlite's data folder inside its emscripten file system (PGDATA). */
const PGDATA = '/pglite/data';
const BLOCK = 512;

export interface DataFolderFile {
  /** Path inside the data folder, without a leading slash. */
  path: string;
  /** The file's bytes; undefined for a folder. */
  bytes: Uint8Array | undefined;
}

function field(tar: Uint8Array, from: number, length: number): string {
  const bytes = tar.subarray(from, from + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** The entries of a ustar archive as PGlite's dumpDataDir('none') writes it: regular files and folders. */
export function readDataFolderDump(tar: Uint8Array): DataFolderFile[] {
  const files: DataFolderFile[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const name = field(tar, at, 100);
    if (name === '') break;
    const prefix = field(tar, at + 345, 155);
    const size = Number.parseInt(field(tar, at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(tar[at + 156] ?? 0);
    if (type !== '0' && type !== '5' && type !== '\0')
      throw new Error(`unexpected tar entry type ${type}: ${name}`);
    const path = `${prefix === '' ? '' : `${prefix}/`}${name}`.replace(/^\/+|\/+$/g, '');
    const start = at + BLOCK;
    files.push({ path, bytes: type === '5' ? undefined : tar.subarray(start, start + size) });
    at = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}

/** An in-memory file system whose data folder starts as a copy of `files` (pass as PGlite's `fs`). */
export class TemplateMemoryFS extends MemoryFS {
  constructor(private readonly files: readonly DataFolderFile[]) {
    super();
  }

  override async init(
    pg: PGlite,
    options: Partial<PostgresMod>,
  ): Promise<{ emscriptenOpts: Partial<PostgresMod> }> {
    const { emscriptenOpts } = await super.init(pg, options);
    const copyFiles = (mod: PostgresMod) => {
      mod.FS.mkdirTree(PGDATA);
      for (const { path, bytes } of this.files) {
        const target = `${PGDATA}/${path}`;
        if (bytes === undefined) {
          mod.FS.mkdirTree(target);
        } else {
          mod.FS.mkdirTree(target.slice(0, target.lastIndexOf('/')));
          // A copy of its own: MEMFS keeps a Buffer's slice, which for a Buffer is a view of the template.
          mod.FS.writeFile(target, new Uint8Array(bytes));
        }
      }
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), copyFiles] } };
  }
}
