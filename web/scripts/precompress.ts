import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz next to every text asset of the build, once, at build time; the gateway
 * serves them as they are (no compression work per request).
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
process.stdout.write(`precompressed ${count} assets (brotli + gzip)\n`);
