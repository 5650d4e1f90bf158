// Small pieces the fast sheet reader (sheet-xml.ts, shared-strings.ts, styles-xml.ts) scans XML
// with: text content as an XML parser gives it, attributes of one tag, and the marker for a
// layout it does not read (the caller then falls back to exceljs, so no row is read differently).

/** The fast reader met XML it does not read the way exceljs does: read the sheet with exceljs instead. */
export class UnsupportedXml extends Error {
  constructor(why: string) {
    super(`fast sheet reader: ${why}`);
  }
}

const AMP = 0x26;
const LT = 0x3c;
const CR = 0x0d;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The text of xml from start to end as an XML parser reports it: entities and character references
 * decoded, CDATA sections taken as written, line ends (\r\n, \r) read as \n. An entity no parser
 * knows (&nbsp;) or markup inside the text throws UnsupportedXml.
 */
export function xmlText(xml: string, start: number, end: number): string {
  const raw = xml.slice(start, end);
  if (raw.indexOf('&') < 0 && raw.indexOf('<') < 0 && raw.indexOf('\r') < 0) return raw;
  let text = '';
  let from = 0;
  for (let at = 0; at < raw.length; at++) {
    const code = raw.charCodeAt(at);
    if (code === AMP) {
      const semi = raw.indexOf(';', at);
      if (semi < 0) throw new UnsupportedXml('a bare & in text');
      text += raw.slice(from, at) + entity(raw.slice(at + 1, semi));
      at = semi;
      from = semi + 1;
    } else if (code === LT) {
      if (!raw.startsWith('<![CDATA[', at)) throw new UnsupportedXml('markup inside text');
      const close = raw.indexOf(']]>', at);
      if (close < 0) throw new UnsupportedXml('an unclosed CDATA section');
      text += raw.slice(from, at) + raw.slice(at + 9, close);
      at = close + 2;
      from = close + 3;
    } else if (code === CR) {
      text += `${raw.slice(from, at)}\n`;
      if (raw.charCodeAt(at + 1) === 0x0a) at++;
      from = at + 1;
    }
  }
  return text + raw.slice(from);
}

function entity(name: string): string {
  const named = NAMED[name];
  if (named !== undefined) return named;
  const hex = name[1] === 'x';
  const digits = name.slice(hex ? 2 : 1);
  if (name[0] !== '#' || !(hex ? /^[0-9a-fA-F]+$/ : /^\d+$/).test(digits))
    throw new UnsupportedXml(`the entity &${name.slice(0, 20)};`);
  const code = parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff) throw new UnsupportedXml('a character reference out of range');
  return String.fromCodePoint(code);
}

/**
 * The text as a string of its own: V8 keeps a slice of 13 characters or more as a view of the text it was cut
 * from, and a kept cell would hold that alive whole (a 2 MB window of the sheet, the whole shared strings part).
 */
export const ownCopy = (text: string): string => (text.length < 13 ? text : ` ${text}`.slice(1));

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * The raw value of the attribute `name` in the start tag xml[start, end) (from after its name to
 * its ">"), or undefined. Values are returned undecoded: callers decode the few that may hold text.
 */
export function attribute(xml: string, start: number, end: number, name: string): string | undefined {
  let at = start;
  while (at < end) {
    while (at < end && isSpace(xml.charCodeAt(at))) at++;
    const eq = xml.indexOf('=', at);
    if (eq < 0 || eq >= end) return undefined;
    let nameEnd = eq;
    while (nameEnd > at && isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
    let open = eq + 1;
    while (open < end && isSpace(xml.charCodeAt(open))) open++;
    const quote = xml[open];
    if (quote !== '"' && quote !== "'") throw new UnsupportedXml('an unquoted attribute');
    const close = xml.indexOf(quote, open + 1);
    if (close < 0 || close >= end) throw new UnsupportedXml('an unclosed attribute');
    if (nameEnd - at === name.length && xml.startsWith(name, at)) return xml.slice(open + 1, close);
    at = close + 1;
  }
  return undefined;
}

/** Whether xml at `at` opens (or closes, with "</") the element `name`: the name then a space, ">" or "/". */
export function isTag(xml: string, at: number, tag: string): boolean {
  if (!xml.startsWith(tag, at)) return false;
  const next = xml.charCodeAt(at + tag.length);
  return next === 0x3e || next === 0x2f || isSpace(next);
}

/** Whether xml[start, end) holds only white space. */
export function onlySpace(xml: string, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (!isSpace(xml.charCodeAt(at))) return false;
  return true;
}

/** The end (after "-->" or "?>") of a comment or processing instruction at `at`, or -1 when none starts there. */
export function skipComment(xml: string, at: number): number {
  if (xml.startsWith('<!--', at)) {
    const end = xml.indexOf('-->', at + 4);
    if (end < 0) throw new UnsupportedXml('an unclosed comment');
    return end + 3;
  }
  if (xml.startsWith('<?', at)) {
    const end = xml.indexOf('?>', at + 2);
    if (end < 0) throw new UnsupportedXml('an unclosed processing instruction');
    return end + 2;
  }
  return -1;
}

/**
 * The root element's name must be unprefixed (exceljs reads <x:worksheet>, written by some generators and
 * Strict OOXML tools, as no sheet at all; the fallback keeps that behaviour), and the text UTF-8.
 */
export function checkRoot(xml: string, root: string): void {
  let at = 0;
  for (;;) {
    at = xml.indexOf('<', at);
    if (at < 0) throw new UnsupportedXml(`no <${root}> element`);
    const declaration = xml.startsWith('<?xml', at) ? xml.slice(at, xml.indexOf('?>', at)) : '';
    if (/encoding\s*=\s*["'](?!utf-?8["'])/i.test(declaration))
      throw new UnsupportedXml('an encoding other than UTF-8');
    const skipped = skipComment(xml, at);
    if (skipped >= 0) at = skipped;
    else if (xml.startsWith('<!', at)) throw new UnsupportedXml('a document type declaration');
    else break;
  }
  if (!isTag(xml, at + 1, root)) throw new UnsupportedXml(`the root element is not <${root}>`);
}
