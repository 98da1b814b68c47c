#!/usr/bin/env bash
# Renders an audit's HTML report in headless Chromium and checks what a reader relies on:
# every glyph reference (<use href="#g…">) resolves and draws ink, every finding's picture link
# lands on a picture, and the page stays within its size and time budget (issue 16: ≤ 5 MB, ≤ 2 s
# for the report of thousands of layouts).
# Usage: scripts/check-html.sh [OVERSET_BINARY]   (default: the release build, built if missing)
# Needs Debian's `chromium` (installed with apt when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/release/overset}"
[ -x "$binary" ] || swift build -c release --product overset >/dev/null
if ! command -v chromium >/dev/null 2>&1; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The gallery in English and right to left (ar-XB): 5760 layouts.
start=$(date +%s%N)
"$binary" audit --no-system-fonts --quiet --locales en,ar-XB --format html --output "$work/report.html" || [ $? -eq 1 ]
milliseconds=$((($(date +%s%N) - start) / 1000000))
bytes=$(stat -c %s "$work/report.html")
echo "check-html: 5760 layouts, report $bytes bytes, written in $milliseconds ms (audit included)"
[ "$bytes" -le 5000000 ] || { echo "check-html: the report is over 5 MB" >&2; exit 1; }
[ "$milliseconds" -le 2000 ] || { echo "check-html: the audit and report took over 2 s" >&2; exit 1; }

# A script run by Chromium after layout writes its verdict into the page (appended after
# </html>, which the HTML parser puts into the body).
cat "$work/report.html" - > "$work/checked.html" <<'SCRIPT'
<script>
const problems = [];
const uses = [...document.querySelectorAll("svg.layout use")];
for (const use of uses) {
  const id = use.getAttribute("href").slice(1);
  if (!document.getElementById(id)) { problems.push("missing glyph definition " + id); continue; }
  const box = use.getBBox();
  if (!(box.width > 0 && box.height > 0)) problems.push("glyphs " + id + " draw nothing");
}
const links = [...document.querySelectorAll('a[href^="#case-"]')];
for (const link of links) {
  if (!document.getElementById(link.getAttribute("href").slice(1))) problems.push("broken link " + link.getAttribute("href"));
}
const pictures = document.querySelectorAll("div.case svg.layout").length;
if (pictures === 0) problems.push("no pictures");
const verdict = document.createElement("pre");
verdict.id = "verdict";
verdict.textContent = problems.length ? "PROBLEMS " + problems.slice(0, 20).join("; ")
  : "OK " + pictures + " pictures, " + uses.length + " glyph uses, " + links.length + " links";
document.body.appendChild(verdict);
</script>
SCRIPT
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=10000 --dump-dom "file://$work/checked.html" 2>/dev/null > "$work/dom.html"
verdict=$(grep -o '<pre id="verdict">[^<]*' "$work/dom.html" | sed 's/<pre id="verdict">//')
echo "check-html: Chromium: ${verdict:-no verdict (the page did not run)}"
case "$verdict" in OK*) ;; *) exit 1 ;; esac
