/** Parses `FIELD=VALUE` (CLI --set); throws AppError('invalid-input') naming the problem. */
export function parseConstant(_text: string): { field: string; value: string } {
  throw new Error('parseConstant is not built yet.');
}
