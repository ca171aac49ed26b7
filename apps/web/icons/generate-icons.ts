// Renders the app icons of the web app manifest from the SVGs beside this file into public/icons/.
// The PNGs are committed (the build needs no image library); run `npm run icons -w apps/web` after
// changing an SVG. "any" icons are the logo as it is; "maskable" ones fill the square and keep the
// logo inside the 80 % safe zone that launchers may crop to a circle.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const out = join(here, '..', 'public', 'icons');
const SIZES_PX = [192, 512];

await mkdir(out, { recursive: true });
for (const size of SIZES_PX) {
  await sharp(join(here, '..', 'public', 'logo.svg'), { density: 72 * (size / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
  await sharp(join(here, 'maskable.svg'), { density: 72 * (size / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, `maskable-${size}.png`));
}
console.log(`icons written to ${out}`);
