// Renders the shell's app icons (web app manifest, iOS home screen, favicon) from the one source drawing,
// apps/shell/public/icons/irrigo-icon.svg. Run it after changing the drawing and commit the PNGs it writes:
// the build only copies them, so it never needs sharp.
//   node tools/build/icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/shell/public/icons');
const source = readFileSync(join(iconsDir, 'irrigo-icon.svg'));

/**
 * `rounded`: the "any" icons and the favicon get transparent rounded corners, as launchers show an icon that
 * declares no mask. Maskable and Apple icons stay full bleed and opaque: the platform cuts its own shape, and
 * iOS fills transparent pixels with black.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false },
  { file: 'apple-touch-icon-167.png', size: 167, rounded: false },
  { file: 'apple-touch-icon-152.png', size: 152, rounded: false },
  { file: 'favicon-32.png', size: 32, rounded: true },
];

/** Corner radius of the rounded icons, as a share of their size (close to what launchers draw). */
const CORNER_RADIUS = 0.22;

function roundedMask(size) {
  const radius = Math.round(size * CORNER_RADIUS);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" ry="${radius}"/></svg>`,
  );
}

for (const { file, size, rounded } of ICONS) {
  // Rasterise at the target size (density scales the 512-unit drawing) rather than downscaling a bitmap.
  let image = sharp(source, { density: (72 * size) / 512 }).resize(size, size);
  if (rounded) image = image.composite([{ input: roundedMask(size), blend: 'dest-in' }]);
  else image = image.flatten({ background: '#0f766e' }).removeAlpha();
  await image.png({ compressionLevel: 9, palette: size <= 32 }).toFile(join(iconsDir, file));
  console.log(`wrote apps/shell/public/icons/${file} (${size}x${size}${rounded ? ', rounded' : ', opaque'})`);
}
