// How problems name a field and quote a cell: shared by every rule so their sentences read alike.
import { fieldSpec } from '../../fields/catalogue';
import { showLineBreaks } from '../../transforms/text';

/** The field's name as people read it (First name), or its key when the catalogue has none. */
export const labelOf = (field: string): string => fieldSpec(field)?.label ?? field;

/** A cell quoted in a message, shortened past 80 characters, its line breaks shown as ↵. */
export function quote(value: string): string {
  const shown = showLineBreaks(value);
  return `"${shown.length > 80 ? `${shown.slice(0, 77)}...` : shown}"`;
}
