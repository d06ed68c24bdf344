#!/bin/sh
# Cep's Inter (app/fonts/inter-latin-400-700.woff2): the latin subset that @fontsource-variable/inter ships, its
# weight axis cut to 400–700 (the site uses font-normal to font-bold, nothing lighter or heavier) and its OpenType
# features to those French text needs (no fractions, no tabular figures): 47.1 KB → 30.0 KB, the one file every
# first visit downloads beside the stylesheet (docs/performance.md « The typeface »).
# Needs fontTools and brotli for Python (Debian: python3-fonttools python3-brotli). Run after an update of
# @fontsource-variable/inter, and commit the result.
set -eu
cd "$(dirname "$0")/.."
# Debian's Python, which has fontTools; a python3 of pyenv earlier on the PATH may not.
PYTHON=${PYTHON:-/usr/bin/python3}
SOURCE=../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$PYTHON" -m fontTools.ttLib.woff2 decompress -o "$WORK/inter.ttf" "$SOURCE"
"$PYTHON" -m fontTools.varLib.instancer "$WORK/inter.ttf" wght=400:700 -o "$WORK/inter-400-700.ttf"
"$PYTHON" -m fontTools.subset "$WORK/inter-400-700.ttf" --unicodes='*' --layout-features='calt,ccmp,locl,kern,mark,mkmk' \
  --flavor=woff2 --output-file=app/fonts/inter-latin-400-700.woff2
cp ../node_modules/@fontsource-variable/inter/LICENSE app/fonts/LICENSE-Inter.txt
