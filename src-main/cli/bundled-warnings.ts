// The command line is built into one bundle with its packages (scripts/build-cli.js). Node warns
// of `new Buffer()` (DEP0005) only when the caller is outside node_modules, and a bundled package
// is: archiver, which exceljs writes workbooks with, calls it. That warning is about a package's
// code, not the person's work, so it is not printed; every other warning is.

const BUFFER_CONSTRUCTOR = 'DEP0005';
let installed = false;

export function quietBundledPackageWarnings(): void {
  if (installed) return;
  installed = true;
  const emit = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const options = rest[0];
    const code = typeof options === 'object' && options !== null ? (options as { code?: string }).code : rest[1];
    if (code === BUFFER_CONSTRUCTOR) return;
    emit(warning, ...rest);
  }) as typeof process.emitWarning;
}
