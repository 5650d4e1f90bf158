import { convert } from 'html-to-text';

// Campaign details may hold HTML. A report cell wants the words only: tags, scripts and styles
// dropped, entities decoded, paragraphs and list items kept as line breaks, links as their text.

const OPTIONS = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable' },
  ],
};

export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html, OPTIONS)
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
