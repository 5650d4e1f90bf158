"""Second reader for the workbook charts: opens an XLSX with openpyxl (Debian's python3-openpyxl),
checks every part's CRC with zipfile, and prints each sheet's charts as JSON: type, title, anchor,
and each series' name, value and category references with the values cached beside them."""
import json
import sys
import zipfile

import openpyxl


def ref(data):
    if data is None:
        return None
    for kind in ("numRef", "strRef"):
        r = getattr(data, kind, None)
        if r is not None:
            cache = r.numCache if kind == "numRef" else r.strCache
            points = {p.idx: p.v for p in cache.pt} if cache is not None else {}
            return {"f": r.f, "cache": [points.get(i) for i in range(cache.ptCount)] if cache else []}
    return None


def title(chart):
    if chart.title is None or chart.title.tx is None or chart.title.tx.rich is None:
        return None
    return "".join(r.t for p in chart.title.tx.rich.p for r in (p.r or []))


def main(path):
    with zipfile.ZipFile(path) as z:
        bad = z.testzip()
        names = z.namelist()
    book = openpyxl.load_workbook(path)
    out = {"badPart": bad, "parts": names, "sheets": []}
    for sheet in book.worksheets:
        charts = []
        for chart in sheet._charts:
            charts.append({
                "type": chart.tagname,
                "title": title(chart),
                "from": [chart.anchor._from.col, chart.anchor._from.row],
                "series": [{"name": ref(s.tx), "val": ref(s.val), "cat": ref(s.cat)} for s in chart.series],
            })
        out["sheets"].append({"name": sheet.title, "charts": charts})
    json.dump(out, sys.stdout)


main(sys.argv[1])
