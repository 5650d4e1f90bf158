import DOMPurify from 'dompurify';

// Campaign details come from the service as HTML written by whoever set the campaign up. The app
// shows the formatting only: no script, no event handler, no image or frame that loads anything,
// and no attribute at all, so a link keeps its words but has no href and cannot navigate the app.
// The result is a DOM fragment put in place as nodes: never turned back into an HTML string and
// parsed again (which is where mutation XSS hides).

const purify = DOMPurify(window);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'span',
  'div',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
];

export function sanitizedDetails(html: string): DocumentFragment {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false, RETURN_DOM_FRAGMENT: true });
}

/** Svelte attachment: fills the element with the sanitised details. */
export function showDetails(html: string): (element: HTMLElement) => void {
  return (element) => {
    element.replaceChildren(sanitizedDetails(html));
  };
}
