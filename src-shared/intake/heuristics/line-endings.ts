// A file whose lines end in more than one way (lists pasted together), made to end them one way.

/**
 * papaparse takes one line ending for the whole file (the first it sees), so a file mixing
 * CRLF, LF and CR (lists pasted together) would have rows run into each other's cells. When more
 * than one kind occurs, every line break becomes LF (quoted line breaks inside cells too).
 */
export function unifyLineEndings(text: string): string {
  if (!text.includes('\r')) return text;
  // Counted with indexOf, which skips to the next break natively: regex scans cost ~5x more.
  let cr = 0;
  let crlf = 0;
  let lf = 0;
  for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
    cr++;
    if (text.charCodeAt(at + 1) === 10) crlf++;
  }
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lf++;
  const kinds = Number(crlf > 0) + Number(cr > crlf) + Number(lf > crlf);
  return kinds > 1 ? text.replace(/\r\n?/g, '\n') : text;
}

/** The one line ending a text uses (unifyLineEndings has made it one). */
export function lineEnding(text: string): '\n' | '\r\n' | '\r' {
  const cr = text.indexOf('\r');
  if (cr < 0) return '\n';
  return text.charCodeAt(cr + 1) === 10 ? '\r\n' : '\r';
}
