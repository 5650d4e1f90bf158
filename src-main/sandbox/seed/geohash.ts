// Geohash encoding for the demo records' *_geohash fields (the classic base-32 bisection).
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export function encodeGeohash(lat: number, lng: number, precision = 9): string {
  const range = { lat: [-90, 90], lng: [-180, 180] };
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    const [axis, coordinate] = even ? (['lng', lng] as const) : (['lat', lat] as const);
    const bounds = range[axis] as [number, number];
    const mid = (bounds[0] + bounds[1]) / 2;
    value <<= 1;
    if (coordinate >= mid) {
      value |= 1;
      bounds[0] = mid;
    } else bounds[1] = mid;
    even = !even;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The geohash field and its six prefix fields, named from prefix (home or work). */
export function geohashFields(
  prefix: 'home' | 'work',
  lat: number | null,
  lng: number | null,
): Record<string, string | null> {
  const hash = lat === null || lng === null ? null : encodeGeohash(lat, lng);
  const fields: Record<string, string | null> = { [`${prefix}_geohash`]: hash };
  for (let level = 1; level <= 6; level++) fields[`${prefix}_geohash_l${level}`] = hash ? hash.slice(0, level) : null;
  return fields;
}
