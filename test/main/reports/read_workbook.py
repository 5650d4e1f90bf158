"""Second reader for the report tests: opens an XLSX with openpyxl (Debian's python3-openpyxl)
and prints every sheet as JSON, each cell as {"t": type, "v": value, "f": number format}.
Types: "n" number, "s" text, "d" date (value as ISO text), "f" formula, "b" bool, null empty.
Also prints frozen panes, autofilter and column widths per sheet."""
import datetime
import json
import sys

import openpyxl


def cell_json(cell, cached):
    value = cell.value
    if value is None:
        return None
    if cell.data_type == "f":
        # A formula with the value the writer cached (what a reader that does not calculate shows).
        return {"t": "f", "v": str(value), "f": cell.number_format, "c": cached.value}
    if isinstance(value, datetime.datetime):
        return {"t": "d", "v": value.isoformat(), "f": cell.number_format}
    if isinstance(value, bool):
        return {"t": "b", "v": value}
    if isinstance(value, (int, float)):
        return {"t": "n", "v": value, "f": cell.number_format}
    return {"t": "s", "v": str(value)}


def main(path):
    book = openpyxl.load_workbook(path)
    values = openpyxl.load_workbook(path, data_only=True)
    out = {"sheets": []}
    for sheet, cached_sheet in zip(book.worksheets, values.worksheets):
        first = [c for c in sheet[1]] if sheet.max_row >= 1 else []
        out["sheets"].append({
            "name": sheet.title,
            "frozen": sheet.freeze_panes,
            "autofilter": sheet.auto_filter.ref,
            "widths": {k: v.width for k, v in sheet.column_dimensions.items()},
            "headerBold": [bool(c.font and c.font.b) for c in first],
            "rows": [[cell_json(c, k) for c, k in zip(row, cached_row)] for row, cached_row in zip(sheet.iter_rows(), cached_sheet.iter_rows())],
        })
    json.dump(out, sys.stdout)


main(sys.argv[1])
