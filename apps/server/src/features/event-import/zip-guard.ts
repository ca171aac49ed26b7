// DESIGN §3: an .xlsx is a zip, and a zip of a few kilobytes can inflate to gigabytes (a zip bomb). Before exceljs
// sees a file, every entry is inflated once here with its count and inflated size capped, and the entries are
// checked to be exactly what exceljs' sequential reader will walk: the local headers one after another, each at
// the offset the central directory names, with nothing hidden between them.
import yauzl from 'yauzl';

/** An .xlsx holds a few dozen parts; thousands mean something else. */
export const MAX_ZIP_ENTRIES = 1_000;
/**
 * Inflated bytes of all entries together. 50,000 rows of 13 columns of text come to ~60 MiB of sheet XML and
 * shared strings; four times that is room for styles and long texts, and still bounded.
 */
export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/** Why a zip is refused: the English message, and the import's 422 type with its limit. */
export class ZipRejected extends Error {
  constructor(
    message: string,
    readonly code:
      | 'file_zip_too_large'
      | 'file_zip_too_many_entries'
      | 'file_zip_damaged' = 'file_zip_damaged',
    readonly limit?: number,
  ) {
    super(message);
  }
}

const MAX_INFLATED_MIB = MAX_INFLATED_BYTES / 1024 / 1024;
const tooLarge = () =>
  new ZipRejected(`it inflates to more than ${MAX_INFLATED_MIB} MiB`, 'file_zip_too_large', MAX_INFLATED_MIB);

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const DATA_DESCRIPTOR = 0x08074b50;

interface EntryFacts {
  offset: number;
  compressedSize: number;
  hasDescriptor: boolean;
}

/** The zip's central directory, read from memory; entries one at a time (`lazyEntries`). */
export function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new ZipRejected(`not a zip file (${error?.message ?? 'unreadable'})`));
      else resolve(zip);
    });
  });
}

function inflatedSize(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(new ZipRejected(`entry ${entry.fileName} cannot be read (${error?.message ?? 'no stream'})`));
        return;
      }
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > budget) stream.destroy(tooLarge());
      });
      stream.on('error', (streamError) =>
        reject(
          streamError instanceof ZipRejected
            ? streamError
            : new ZipRejected(`entry ${entry.fileName} is damaged (${streamError.message})`),
        ),
      );
      stream.on('end', () => resolve(bytes));
    });
  });
}

/** Local headers back to back from offset 0, ending where the central directory starts. */
function checkLayout(buffer: Buffer, entries: EntryFacts[]): void {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== expected || entry.offset + 30 > buffer.length) {
      throw new ZipRejected('its entries are not laid out one after another');
    }
    if (buffer.readUInt32LE(entry.offset) !== LOCAL_HEADER)
      throw new ZipRejected('a local header is missing');
    const nameLength = buffer.readUInt16LE(entry.offset + 26);
    const extraLength = buffer.readUInt16LE(entry.offset + 28);
    let end = entry.offset + 30 + nameLength + extraLength + entry.compressedSize;
    if (entry.hasDescriptor) {
      if (end + 4 > buffer.length) throw new ZipRejected('a data descriptor is missing');
      end += buffer.readUInt32LE(end) === DATA_DESCRIPTOR ? 16 : 12;
    }
    expected = end;
  }
  if (expected + 4 > buffer.length || buffer.readUInt32LE(expected) !== CENTRAL_HEADER) {
    throw new ZipRejected('there is data between its entries and its directory');
  }
}

/** Resolves with the entry names when the zip is safe to stream; rejects with ZipRejected otherwise. */
export async function checkZip(buffer: Buffer): Promise<string[]> {
  const zip = await openZip(buffer);
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) {
      throw new ZipRejected(
        `it has ${zip.entryCount} entries (at most ${MAX_ZIP_ENTRIES})`,
        'file_zip_too_many_entries',
        MAX_ZIP_ENTRIES,
      );
    }
    const names: string[] = [];
    const facts: EntryFacts[] = [];
    let budget = MAX_INFLATED_BYTES;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) =>
        reject(error instanceof ZipRejected ? error : new ZipRejected(error.message)),
      );
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        facts.push({
          offset: entry.relativeOffsetOfLocalHeader,
          compressedSize: entry.compressedSize,
          hasDescriptor: (entry.generalPurposeBitFlag & 0x8) !== 0,
        });
        // The declared size first: a bomb is refused before anything is inflated.
        if (entry.uncompressedSize > budget) {
          reject(tooLarge());
          return;
        }
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        // validateEntrySizes: yauzl fails the stream when the data inflates beyond the declared size.
        inflatedSize(zip, entry, budget).then(
          (bytes) => {
            budget -= bytes;
            zip.readEntry();
          },
          (error: unknown) => reject(error),
        );
      });
      zip.readEntry();
    });
    checkLayout(buffer, facts);
    return names;
  } finally {
    zip.close();
  }
}
