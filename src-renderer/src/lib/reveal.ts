// A panel that appears in answer to a button far down the page (a confirmation, a job's
// progress) is scrolled into view, and takes the focus when asked: otherwise the button seems
// to do nothing at 1366x850.

/**
 * Svelte action: scrolls the element into view when it appears; `focus` puts the keyboard focus on its first button.
 */
export function reveal(node: HTMLElement, options: { focus?: boolean } = {}): void {
  requestAnimationFrame(() => {
    node.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    if (options.focus) node.querySelector<HTMLElement>('button:not(:disabled)')?.focus({ preventScroll: true });
  });
}
