import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";

// Zip entries store local date fields, so a Date built from local parts gives the same bytes in
// every time zone. Paired with a fixed deflate level, the same files always zip to the same bytes.
const FIXED_MTIME = new Date(2025, 0, 1, 0, 0, 0);

export type ZipEntries = readonly (readonly [path: string, data: Uint8Array | string])[];

/** Zips entries in the given order, with fixed timestamps and compression level. */
export function zipDeterministic(entries: ZipEntries): Uint8Array {
  const files: Zippable = {};
  for (const [path, data] of entries) {
    files[path] = [
      typeof data === "string" ? strToU8(data) : data,
      { mtime: FIXED_MTIME, level: 9 },
    ];
  }
  return zipSync(files, { mtime: FIXED_MTIME, level: 9 });
}

/** The entries of a zip file, in the zip's order. */
export function unzipEntries(zip: Uint8Array): [string, Uint8Array][] {
  return Object.entries(unzipSync(zip));
}
