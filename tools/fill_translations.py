"""Fill untranslated messages of the .ts file from the same text translated in another context.

When code moves (a method to a base class, a class to its own module under another name), its
messages change context and lupdate marks them new.  Run after ``tools/update_translations.sh``
and before translating by hand; then run the script again to compile.  Prints what it filled.
Older catalogues given as arguments (``git show HEAD:paigow_desktop/i18n/…ts > old.ts``) are
read too, since lupdate drops the messages that left a context.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[1] / "paigow_desktop" / "i18n" / "paigow_desktop_zh_TW.ts"


def main() -> int:
    text = TS.read_text(encoding="utf-8")
    root = ET.fromstring(text)
    known: dict[str, str] = {}
    catalogues = [root, *(ET.parse(path).getroot() for path in sys.argv[1:])]
    for message in (m for catalogue in catalogues for m in catalogue.iter("message")):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is not None and translation.get("type") is None and translation.text:
            known.setdefault(source, translation.text)
    filled = 0
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is not None and translation.get("type") == "unfinished" and source in known:
                translation.text = known[source]
                del translation.attrib["type"]
                filled += 1
                print(f"{context.findtext('name')}: {source!r} -> {known[source]!r}")
    if filled:
        head = text[: text.index("<TS")]
        TS.write_text(head + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    print(f"filled {filled} message(s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
