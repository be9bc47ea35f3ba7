#!/usr/bin/env bash
# A user's clone has nothing beside it: clone this repository into an empty temporary folder with no
# sibling folders, give it dependencies, and run the test projects that read fixtures (generator,
# preview) there. Fails if any of them reads outside the project's own root (e.g. a sibling folder
# of prompts).
set -euo pipefail
cd "$(dirname "$0")/.."
# Code, tests and benches never name a folder beside the project.
if git grep -nE "\.\./shared|'\.\.', *'shared'" -- ':!*.md' ':!scripts/check-fresh-clone.sh'; then
  echo "the lines above read outside the project's root"; exit 1
fi
PARENT="$(mktemp -d)"
trap 'rm -rf "$PARENT"' EXIT
git clone --quiet --no-hardlinks . "$PARENT/droidforge"
SOURCE="$PWD"
cd "$PARENT/droidforge"
echo "> fresh clone in $PARENT/droidforge (siblings: $(ls -A "$PARENT" | tr '\n' ' '))"
# The checkout's install (CI ran it from the same lock file) is hard-linked in rather than installed
# a second time (about a minute on CI); Vitest's caches stay behind. Where that cannot be done, or
# the checkout has no install, the clone installs on its own.
linked=false
if git -C "$SOURCE" diff --quiet HEAD -- package.json package-lock.json '*/package.json' && [ -f "$SOURCE/node_modules/.package-lock.json" ]; then
  linked=true
  for dir in $(cd "$SOURCE" && ls -d node_modules */node_modules 2>/dev/null); do
    cp -al "$SOURCE/$dir" "$dir" 2>/dev/null || { linked=false; break; }
    rm -rf "$dir/.vite" "$dir/.cache"
  done
fi
# Every linked package resolves inside the clone (workspace links are relative), never beside it.
if $linked; then
  for link in $(find node_modules */node_modules -maxdepth 2 -type l 2>/dev/null); do
    case "$(realpath "$link")" in "$PWD"/*) ;; *) echo "$link points outside the clone"; linked=false ;; esac
  done
fi
if ! $linked; then
  echo "> installing dependencies in the clone"
  rm -rf node_modules */node_modules
  npm install --prefer-offline --no-audit --no-fund --loglevel=error
fi
npx vitest run --project generator --project preview
