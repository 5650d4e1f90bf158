// What a key does in the Review grid: arrows, Page Up/Down, Home and End move between cells, Enter
// or F2 edits a cell of the file, Space on "Send" leaves the row out or takes it back.

/** Where the keyboard is, and how large the grid is. */
export interface GridPlace {
  row: number;
  column: number;
  rowCount: number;
  columnCount: number;
  /** Rows a Page Up or Page Down moves. */
  page: number;
}

export type GridKeyAction = { kind: 'move'; row: number; column: number } | { kind: 'edit' } | { kind: 'toggle' };

/** Row number, Send, Status: then one column per header. */
export const FIXED_COLUMNS = 3;
/** The column of the Send checkboxes. */
const SEND_COLUMN = 1;

/** What the key does (the cell to move to is not yet clamped to the grid); undefined when the grid leaves it be. */
export function gridKeyAction(key: string, ctrlKey: boolean, at: GridPlace): GridKeyAction | undefined {
  const moves: Record<string, [number, number]> = {
    ArrowDown: [1, 0],
    ArrowUp: [-1, 0],
    ArrowRight: [0, 1],
    ArrowLeft: [0, -1],
    PageDown: [at.page, 0],
    PageUp: [-at.page, 0],
  };
  const move = moves[key];
  if (move) return { kind: 'move', row: at.row + move[0], column: at.column + move[1] };
  if (key === 'Home') return { kind: 'move', row: ctrlKey ? 0 : at.row, column: 0 };
  if (key === 'End') return { kind: 'move', row: ctrlKey ? at.rowCount - 1 : at.row, column: at.columnCount - 1 };
  if ((key === 'Enter' || key === 'F2') && at.column >= FIXED_COLUMNS) return { kind: 'edit' };
  if (key === ' ' && at.column === SEND_COLUMN) return { kind: 'toggle' };
  return undefined;
}

/** What a key does in a cell's editor: Enter keeps the value, Escape drops it. */
export function editorKeyAction(key: string): 'save' | 'cancel' | undefined {
  if (key === 'Enter') return 'save';
  if (key === 'Escape') return 'cancel';
  return undefined;
}
