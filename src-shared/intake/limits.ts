// The limits intake enforces before parsing, so a hostile or broken file is refused within
// seconds and bounded memory. Stated in docs/readme/intake.md: keep both in step.

export const INTAKE_LIMITS = {
  /** Largest file accepted, CSV or XLSX. */
  maxFileBytes: 100 * 1024 * 1024,
  /** XLSX: largest total size of the zip's parts once decompressed. */
  maxUnzippedBytes: 1024 * 1024 * 1024,
  /** XLSX: largest decompressed size of one part. */
  maxPartBytes: 512 * 1024 * 1024,
  /** XLSX: a part whose decompressed size exceeds this many times its compressed size is a bomb. */
  maxCompressionRatio: 200,
  /** Ratios are only judged on parts larger than this once decompressed (tiny parts compress wildly). */
  ratioCheckFromBytes: 1024 * 1024,
  /** XLSX: most parts (files) inside the zip. */
  maxZipEntries: 10_000,
  /** Most data rows in one table. */
  maxRows: 1_000_000,
  /** Most columns in one table. */
  maxColumns: 1_000,
  /** How many rows the header-row picker shows and detection looks at. */
  previewRows: 20,
} as const;
