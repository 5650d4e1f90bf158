// Excel's error values (#N/A, #REF!, ...): what a failed formula shows, saved into the file as text
// by a CSV export, or as an error cell in a workbook. Never a person's data: sent, "#N/A" would
// become someone's name or class year in the service.

const MEANINGS: Record<string, string> = {
  '#N/A': 'a lookup found nothing',
  '#REF!': 'a formula points to cells that were deleted',
  '#VALUE!': 'a formula got the wrong kind of value',
  '#NAME?': 'a formula uses a name Excel does not know',
  '#DIV/0!': 'a formula divided by zero',
  '#NUM!': 'a formula gave an impossible number',
  '#NULL!': 'a formula names two ranges that do not meet',
  '#SPILL!': 'a formula had no room for its results',
  '#CALC!': 'a formula could not be calculated',
  '#FIELD!': 'a formula asked for a field that does not exist',
  '#BLOCKED!': 'a formula was blocked',
  '#CONNECT!': 'a formula could not reach its source',
  '#BUSY!': 'a formula was still calculating',
  '#UNKNOWN!': 'a formula gave a value Excel does not know',
  '#GETTING_DATA': 'a formula was still fetching its data',
};

/** The cell's text is an Excel error value: it starts with # (one comparison for most cells) and is one of them. */
export function isExcelError(text: string): boolean {
  return text.charCodeAt(0) === 35 && MEANINGS[text.toUpperCase()] !== undefined;
}

/**
 * The refusal of an error value: "is the Excel error #N/A (a lookup found nothing), not data: ...", emptying the cell
 * as the fix.
 */
export function excelErrorProblem(text: string): {
  code: 'bad-format';
  severity: 'error';
  message: string;
  fix: { description: string; value: string };
} {
  const error = text.toUpperCase();
  return {
    code: 'bad-format',
    severity: 'error',
    message: `is the Excel error ${error} (${MEANINGS[error] ?? 'a formula failed'}), not data: correct the formula in the file, or empty the cell`,
    fix: { description: 'empty the cell', value: '' },
  };
}
