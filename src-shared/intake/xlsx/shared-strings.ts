// xl/sharedStrings.xml for the fast sheet reader: each <si> item's text as exceljs's streaming
// reader gives it, its phonetic readings (<rPh>, furigana over a Japanese name) left out as our
// exceljs wrapper leaves them out. Rich text (<r> runs) reads as its runs joined.
import { nextTask } from '../next-task';
import { checkRoot, isTag, onlySpace, ownCopy, skipComment, UnsupportedXml, xmlText } from './xml-text';

const LT = 0x3c;

/**
 * The text of a string item (<si> or an inline <is>) between start and end: its <t> elements,
 * runs joined, readings left out. Null when it holds no text at all (exceljs gives an empty item
 * no value). Layouts where exceljs would read something else (text outside <t>, two <t> in one
 * run, plain <t> beside runs) throw UnsupportedXml.
 */
export function stringItem(xml: string, start: number, end: number): string | null {
  let text = '';
  let runs = false;
  let inRun = false;
  let plainTexts = 0;
  let runTexts = 0;
  let at = start;
  for (;;) {
    const lt = xml.indexOf('<', at);
    const stop = lt < 0 || lt >= end ? end : lt;
    if (stop > at && !onlySpace(xml, at, stop)) throw new UnsupportedXml('text outside <t>');
    if (stop === end) break;
    const gt = xml.indexOf('>', lt);
    if (gt < 0 || gt >= end) throw new UnsupportedXml('a tag cut short');
    const empty = xml.charCodeAt(gt - 1) === 0x2f;
    if (isTag(xml, lt + 1, 't')) {
      if (inRun ? ++runTexts > 1 : ++plainTexts > 1) throw new UnsupportedXml('two <t> in one place');
      at = gt + 1;
      if (!empty) {
        const close = xml.indexOf('</t>', gt);
        if (close < 0 || close >= end) throw new UnsupportedXml('an unclosed <t>');
        text += xmlText(xml, gt + 1, close);
        at = close + 4;
        // exceljs adds text after </t> (indentation) to the item's text.
        if (at < end && xml.charCodeAt(at) !== LT) throw new UnsupportedXml('text after </t>');
      }
    } else if (isTag(xml, lt + 1, 'r')) {
      runs = true;
      inRun = !empty;
      runTexts = 0;
      at = gt + 1;
    } else if (isTag(xml, lt + 1, '/r')) {
      inRun = false;
      at = gt + 1;
    } else if (isTag(xml, lt + 1, 'rPh') || isTag(xml, lt + 1, 'rPr')) {
      const name = isTag(xml, lt + 1, 'rPh') ? 'rPh' : 'rPr';
      if (empty) {
        if (name === 'rPh') throw new UnsupportedXml('an empty <rPh/>');
        at = gt + 1;
      } else {
        const close = xml.indexOf(`</${name}>`, gt);
        if (close < 0 || close >= end) throw new UnsupportedXml(`an unclosed <${name}>`);
        at = close + name.length + 3;
      }
    } else if (isTag(xml, lt + 1, 'phoneticPr') && empty) {
      at = gt + 1;
    } else {
      const skipped = skipComment(xml, lt);
      if (skipped < 0) throw new UnsupportedXml(`an element in a string item: ${xml.slice(lt, lt + 20)}`);
      at = skipped;
    }
  }
  if (runs && plainTexts > 0) throw new UnsupportedXml('plain text beside runs');
  return runs ? text : text === '' ? null : text;
}

const ITEMS_PER_TASK = 20_000;

/** Every <si> item of the shared strings part, in order (a cell's t="s" value is its index). */
export async function parseSharedStrings(xml: string): Promise<(string | null)[]> {
  checkRoot(xml, 'sst');
  const items: (string | null)[] = [];
  let at = xml.indexOf('<si', 0);
  while (at >= 0) {
    if (items.length % ITEMS_PER_TASK === ITEMS_PER_TASK - 1) await nextTask();
    if (!isTag(xml, at + 1, 'si')) {
      at = xml.indexOf('<si', at + 3);
      continue;
    }
    const gt = xml.indexOf('>', at);
    if (gt < 0) throw new UnsupportedXml('a cut <si>');
    if (xml.charCodeAt(gt - 1) === 0x2f) {
      items.push(null);
      at = xml.indexOf('<si', gt);
      continue;
    }
    const close = xml.indexOf('</si>', gt);
    if (close < 0) throw new UnsupportedXml('an unclosed <si>');
    const item = stringItem(xml, gt + 1, close);
    items.push(item === null ? null : ownCopy(item));
    at = xml.indexOf('<si', close + 5);
  }
  return items;
}
