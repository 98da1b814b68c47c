#!/usr/bin/env bash
# Builds overset in release mode and installs it with its resources:
#   PREFIX/bin/overset
#   PREFIX/share/overset/Fonts/…            (the bundled fonts every measurement uses)
#   PREFIX/share/overset/Examples/gallery.json  (what `overset audit` audits with no spec)
# Usage: scripts/install.sh [PREFIX]   (default: $HOME/.local; /usr/local needs root)
# OVERSET_INSTALL_BINARY=path installs that already built binary instead of building one (a
# packager's build, the tests).
# The binary finds share/overset beside its bin/ even through a symlink (docs/install.md).
set -euo pipefail
# Relative paths are the caller's: resolve them before changing to the checkout.
binary="${OVERSET_INSTALL_BINARY:-}"
case "$binary" in "" | /*) ;; *) binary="$PWD/$binary" ;; esac
prefix="${1:-$HOME/.local}"
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
cd "$(dirname "$0")/.."

if [ -n "$binary" ]; then
    if [ ! -f "$binary" ] || [ ! -x "$binary" ]; then
        echo "install: OVERSET_INSTALL_BINARY=$binary is not an executable file; nothing installed" >&2
        exit 2
    fi
else
    scripts/setup.sh
    swift build -c release --product overset
    binary="$(swift build -c release --show-bin-path)/overset"
fi

# Check every destination before writing any (docs/reliability.md, output rules).
for directory in "$prefix/bin" "$prefix/share/overset"; do
    if [ -e "$directory" ] && [ ! -d "$directory" ]; then
        echo "install: $directory exists and is not a directory; nothing installed" >&2
        exit 2
    fi
done
mkdir -p "$prefix/bin" "$prefix/share/overset"
for target in "$prefix/bin" "$prefix/share/overset"; do
    if [ ! -w "$target" ]; then
        echo "install: cannot write to $target; choose another PREFIX or run as its owner" >&2
        exit 2
    fi
done

# Resources go to a temporary directory first and replace the old ones whole.
staging="$(mktemp -d "$prefix/share/overset/.install-XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp -R Fonts "$staging/Fonts"
mkdir -p "$staging/Examples"
cp Examples/gallery.json "$staging/Examples/gallery.json"
for name in Fonts Examples; do
    rm -rf "$prefix/share/overset/$name"
    mv "$staging/$name" "$prefix/share/overset/$name"
done
install -m 755 "$binary" "$prefix/bin/overset.new"
mv -f "$prefix/bin/overset.new" "$prefix/bin/overset"
echo "installed $prefix/bin/overset with its resources in $prefix/share/overset"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add $prefix/bin to PATH to run 'overset'" ;; esac
