import { collapseSpaces } from './text';

/** Splits a tags or groups cell on any of the separators; trims, drops empties and repeats. */
export function splitList(value: string, separators: readonly string[]): string[] {
  let parts = [value];
  for (const separator of separators) parts = parts.flatMap((part) => part.split(separator));
  const seen = new Set<string>();
  for (const part of parts) {
    const item = collapseSpaces(part);
    if (item !== '') seen.add(item);
  }
  return [...seen];
}
