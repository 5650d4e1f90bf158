import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import bundledCrc32 from 'crc-32';

// exceljs writes its zip with archiver, which checksums every part's bytes through the crc-32
// package: JavaScript, on the main thread, several times slower than the crc32 zlib has natively.
// For a Data sheet of a million rows (~450 MB of XML) that was about half a second of the main
// thread (profiled). The package's `buf` is replaced by zlib's: same answers (a signed 32-bit
// CRC, seeded by the one before). Two copies may be at work: the one a bundle carries (the command
// line bundles exceljs and its packages, so this import is archiver's copy there) and the one
// exceljs loads from node_modules (the app's main process leaves exceljs outside its bundle),
// found the way archiver finds it. When neither is found, the zip is checksummed as before.

/** How archiver's crc32-stream reaches the crc-32 package. */
const CHAIN = ['exceljs', 'archiver', 'zip-stream', 'compress-commons', 'crc32-stream', 'crc-32'];

interface Crc32Package {
  buf(data: Uint8Array, seed?: unknown): number;
}

/** crc-32's `buf`, by zlib: the first call's seed is not a number (a Buffer), which crc-32 reads as 0. */
export function nativeCrc32Buf(data: Uint8Array, seed?: unknown): number {
  return crc32(data, typeof seed === 'number' ? seed >>> 0 : 0) | 0;
}

let patched: boolean | undefined;

/** The crc-32 package archiver uses, or undefined when it is not found along CHAIN. */
export function archiverCrcPackage(): Crc32Package | undefined {
  try {
    let require = createRequire(import.meta.url);
    let path = '';
    for (const name of CHAIN) {
      path = require.resolve(name);
      require = createRequire(path);
    }
    const found = require(path) as Partial<Crc32Package>;
    return typeof found.buf === 'function' ? (found as Crc32Package) : undefined;
  } catch {
    return undefined;
  }
}

/** Makes archiver checksum with zlib's crc32 (once); answers whether its copy along CHAIN does. */
export function useNativeZipChecksums(): boolean {
  if (patched !== undefined) return patched;
  // zlib.crc32 came in Node 20.15 (and 22.2): on an older Node the zip is checksummed as before.
  if (typeof crc32 !== 'function') return (patched = false);
  const bundled = bundledCrc32 as unknown as Partial<Crc32Package>;
  if (typeof bundled.buf === 'function') bundled.buf = nativeCrc32Buf;
  const found = archiverCrcPackage();
  if (found) found.buf = nativeCrc32Buf;
  patched = found !== undefined;
  return patched;
}
