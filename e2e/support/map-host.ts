// A basemap host on loopback for the journeys (issue 18 "Basemap", decision 038): a MapLibre style whose one source
// is a PMTiles archive (pmtiles://) of a single solid-colour raster tile, with byte ranges, CORS and an attribution,
// the way an operator serves self-hosted tiles from one file. The journeys never reach the internet.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** The colour of every tile: the map shows it where the style is drawn, never on the offline outline. */
export const MAP_HOST_TILE_RGB: readonly [number, number, number] = [142, 214, 148];
export const MAP_HOST_ATTRIBUTION = '© OpenStreetMap contributors (test tiles)';
export const MAP_HOST_STYLE_PATH = '/styles/test.json';
export const MAP_HOST_ARCHIVE_PATH = '/tiles/basemap.pmtiles';

export interface MapHost {
  origin: string;
  styleUrl: string;
  close(): Promise<void>;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A size × size PNG of one colour (8-bit RGB, filter 0 on every row). */
export function solidPng(size: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x += 1) row.set([r, g, b], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
}

/**
 * A PMTiles v3 archive (the format's spec: a 127-byte header, then the root directory, the JSON metadata and the tile
 * data, nothing compressed) holding one raster tile at zoom 0, which MapLibre enlarges at every zoom.
 */
export function singleTileArchive(tile: Buffer, metadata: Record<string, unknown>): Buffer {
  // One directory entry: tile id 0, run length 1, the tile's length, offset 0 (written as offset + 1).
  const directory = Buffer.from([
    ...varint(1),
    ...varint(0),
    ...varint(1),
    ...varint(tile.length),
    ...varint(1),
  ]);
  const json = Buffer.from(JSON.stringify(metadata));
  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const sections: [number, number][] = [
    [127, directory.length], // root directory
    [127 + directory.length, json.length], // metadata
    [127 + directory.length + json.length, 0], // leaf directories: none
    [127 + directory.length + json.length, tile.length], // tile data
  ];
  sections.forEach(([offset, length], index) => {
    header.writeBigUInt64LE(BigInt(offset), 8 + index * 16);
    header.writeBigUInt64LE(BigInt(length), 16 + index * 16);
  });
  header.writeBigUInt64LE(1n, 72); // addressed tiles
  header.writeBigUInt64LE(1n, 80); // tile entries
  header.writeBigUInt64LE(1n, 88); // tile contents
  header.set([1, 1, 1, 2, 0, 0], 96); // clustered, no internal or tile compression, PNG, zooms 0 to 0
  header.writeInt32LE(-180 * 1e7, 102);
  header.writeInt32LE(-85 * 1e7, 106);
  header.writeInt32LE(180 * 1e7, 110);
  header.writeInt32LE(85 * 1e7, 114);
  return Buffer.concat([header, directory, json, tile]);
}

function answer(archive: Buffer, style: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    // The app's pages are on another origin (another port): the style and the archive are read with CORS.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-expose-headers', 'content-range, content-length, etag');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-headers', 'range');
      response.setHeader('access-control-allow-methods', 'GET');
      response.writeHead(204).end();
      return;
    }
    if (request.url === MAP_HOST_STYLE_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(style);
      return;
    }
    if (request.url !== MAP_HOST_ARCHIVE_PATH) {
      response.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    if (range === null) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(archive);
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : archive.length - 1, archive.length - 1);
    response
      .writeHead(206, {
        'content-type': 'application/octet-stream',
        'content-range': `bytes ${start}-${end}/${archive.length}`,
        etag: '"test-archive-1"',
      })
      .end(archive.subarray(start, end + 1));
  };
}

export async function startMapHost(): Promise<MapHost> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const archive = singleTileArchive(solidPng(256, MAP_HOST_TILE_RGB), {
    name: 'Test tiles',
    attribution: MAP_HOST_ATTRIBUTION,
  });
  const style = JSON.stringify({
    version: 8,
    name: 'Test basemap',
    sources: {
      basemap: {
        type: 'raster',
        url: `pmtiles://${origin}${MAP_HOST_ARCHIVE_PATH}`,
        tileSize: 256,
        attribution: MAP_HOST_ATTRIBUTION,
      },
    },
    layers: [{ id: 'basemap', type: 'raster', source: 'basemap' }],
  });
  server.on('request', answer(archive, style));
  return {
    origin,
    styleUrl: `${origin}${MAP_HOST_STYLE_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
