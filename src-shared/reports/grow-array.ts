// The columns of the reports' indexes are typed arrays (outside the JavaScript heap) that grow as
// rows come: to at least `size`, doubling, so a million rows take about twenty copies.

export type Column = Float64Array | Int32Array | Int16Array | Uint32Array | Uint8Array;

/** The array itself when it holds `size` already; else a bigger one with its contents. */
export function grow<T extends Column>(array: T, size: number): T {
  if (size <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}
