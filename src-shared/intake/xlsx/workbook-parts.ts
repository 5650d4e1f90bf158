// What the workbook's own parts say: its sheets in order with their parts (workbook.xml and its relationships),
// a sheet's declared size, the 1904 date system; and XML text and attributes as these small parts need them.

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#\d+);/gi, (whole: string, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()]!;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    // A number past Unicode's last character is kept as written, not thrown on.
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
    found[match[1]!] = decodeXmlText(match[3] ?? match[4] ?? '');
  return found;
}

function resolvePart(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const piece of path.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** Sheets in workbook order with their part paths, from workbook.xml and its relationships. */
export function sheetsOf(workbookXml: string, relsXml: string): { name: string; part: string; hidden: boolean }[] {
  const targets = new Map<string, string>();
  for (const tag of relsXml.match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []) {
    const rel = attributes(tag);
    if (rel.Id && rel.Target) targets.set(rel.Id, resolvePart(rel.Target));
  }
  const sheets: { name: string; part: string; hidden: boolean }[] = [];
  for (const tag of workbookXml.match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []) {
    const sheet = attributes(tag);
    const id = sheet['r:id'] ?? Object.entries(sheet).find(([key]) => key.endsWith(':id'))?.[1];
    const part = id ? targets.get(id) : undefined;
    if (sheet.name && part)
      sheets.push({ name: sheet.name, part, hidden: sheet.state === 'hidden' || sheet.state === 'veryHidden' });
  }
  return sheets;
}

/** Rows a sheet declares through <dimension ref="A1:K201"/> (the last row number). */
export function declaredRows(head: string): number | null {
  const ref = /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(head)?.[1];
  const last = ref?.split(':').pop();
  const row = last ? /\d+$/.exec(last)?.[0] : undefined;
  return row ? Number(row) : null;
}

/** Whether workbook.xml's <workbookPr> sets date1904. */
export function usesDate1904(workbookXml: string): boolean {
  const tag = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbookXml)?.[0];
  const value = tag ? attributes(tag).date1904 : undefined;
  return value === '1' || value === 'true';
}
