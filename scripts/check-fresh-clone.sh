#!/usr/bin/env bash
# The README's `npm test`, run where a user's clone would be: this repository's committed HEAD is
# cloned into an empty temporary folder (no sibling folders) and tested there, so a test that reads
# outside the project's own root (e.g. a sibling folder of prompts) or needs a file that is not in git
# fails. CI runs the whole suite this way, once (.ci/run); arguments go to `npm test`, e.g.
# `scripts/check-fresh-clone.sh -- --project generator` for a quick check. Exits with `npm test`'s
# status and removes the temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
# Code, tests and benches never name a folder beside the project (the test that guards the same rule for every text file names it on purpose).
if git grep -nE "\.\./shared|'\.\.', *'shared'" -- ':!*.md' ':!scripts/check-fresh-clone.sh' ':!server/src/self-contained.test.ts'; then
  echo "the lines above read outside the project's root"; exit 1
fi
SOURCE="$PWD"
PARENT="$(mktemp -d)"
trap 'rm -rf "$PARENT"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# Committed files only: uncommitted changes in this checkout are not part of the clone.
git clone --quiet --no-hardlinks . "$PARENT/droidforge"
cd "$PARENT/droidforge"
echo "> fresh clone of $(git rev-parse --short HEAD) in $PARENT/droidforge (siblings: $(ls -A "$PARENT" | tr '\n' ' '))"

# What the tests need that is not in git, got the way a user's clone gets it:
# - node_modules: `npm test` installs them itself when they are missing (scripts/ensure-install.mjs).
#   When this checkout already has an install made from the same, unchanged lock file and package
#   files (ensure-install would not reinstall it), it is hard-linked in instead, which saves the
#   minute an install takes: npm would write the same files from the same lock, and workspace
#   packages are relative links, checked below to resolve inside the clone. The clone's install
#   marker is its own fresh copy so ensure-install sees an install at least as new as the lock.
#   Vite's and Vitest's caches stay behind.
# - the Android toolchain (./.toolchain): set up in the clone by the same script `npm start` runs;
#   it links the per-user download cache, so this takes seconds once the machine has the cache.
# - Debian chromium, bubblewrap and the JDK are machine-wide; CI, TEST_DATABASE_URL and the rest of
#   the environment are inherited from the caller.
linked=false
if git -C "$SOURCE" diff --quiet HEAD -- package.json package-lock.json '*/package.json' &&
  [ -f "$SOURCE/node_modules/.package-lock.json" ] &&
  [ ! "$SOURCE/package-lock.json" -nt "$SOURCE/node_modules/.package-lock.json" ]; then
  linked=true
  for dir in $(cd "$SOURCE" && ls -d node_modules */node_modules 2>/dev/null); do
    cp -al "$SOURCE/$dir" "$dir" 2>/dev/null || { linked=false; break; }
    rm -rf "$dir/.vite" "$dir/.vite-temp" "$dir/.cache"
  done
fi
# Every linked package resolves inside the clone (workspace links are relative), never beside it.
if $linked; then
  for link in $(find node_modules */node_modules -maxdepth 2 -type l 2>/dev/null); do
    case "$(realpath "$link")" in "$PWD"/*) ;; *) echo "$link points outside the clone"; linked=false ;; esac
  done
fi
if $linked; then
  echo "> node_modules hard-linked from $SOURCE"
  rm -f node_modules/.package-lock.json
  cp "$SOURCE/node_modules/.package-lock.json" node_modules/.package-lock.json
else
  rm -rf node_modules */node_modules
fi

node scripts/setup-toolchain.mjs

status=0
npm test "$@" || status=$?
# The run's report and e2e screenshots are kept in the checkout (both ignored by git) before the
# clone is removed.
if [ -f tmp/vitest-report.json ]; then mkdir -p "$SOURCE/tmp" && cp tmp/vitest-report.json "$SOURCE/tmp/"; fi
if [ -d e2e/artifacts ]; then mkdir -p "$SOURCE/e2e/artifacts" && cp -r e2e/artifacts/. "$SOURCE/e2e/artifacts/"; fi
exit "$status"
