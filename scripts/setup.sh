#!/usr/bin/env bash
# Installs the C libraries Overset links (FreeType, HarfBuzz, fontconfig, ICU) when pkg-config
# cannot find them yet, and xmllint (which the tests use to check JUnit reports against their
# schema). Safe to run again: it installs nothing that is already there.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    echo "setup: swift is at /opt/swift/usr/bin; add it to PATH" >&2
fi

missing=()
for module in freetype2 harfbuzz fontconfig icu-uc; do
    if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists "$module"; then
        missing+=("$module")
    fi
done
if ! command -v xmllint >/dev/null 2>&1; then missing+=(xmllint); fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "setup: installing libraries for: ${missing[*]}" >&2

case "$(uname -s)" in
Linux)
    packages=(pkg-config libfreetype6-dev libharfbuzz-dev libfontconfig1-dev libicu-dev libxml2-utils)
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
    ;;
Darwin)
    brew install pkg-config freetype harfbuzz fontconfig icu4c
    echo "setup: icu4c is keg-only; run: export PKG_CONFIG_PATH=\"$(brew --prefix icu4c)/lib/pkgconfig:\$PKG_CONFIG_PATH\"" >&2
    ;;
*)
    echo "setup: install FreeType, HarfBuzz, fontconfig and ICU development packages for $(uname -s)" >&2
    exit 1
    ;;
esac
