#!/usr/bin/env bash
# A user's clone has nothing beside it: clone this repository into an empty temporary folder with no
# sibling folders, install, and run the test projects that read fixtures (generator, preview) there.
# Fails if any of them reads outside the project's own root (e.g. a sibling folder of prompts).
set -euo pipefail
cd "$(dirname "$0")/.."
# Code, tests and benches never name a folder beside the project.
if git grep -nE "\.\./shared|'\.\.', *'shared'" -- ':!*.md' ':!scripts/check-fresh-clone.sh'; then
  echo "the lines above read outside the project's root"; exit 1
fi
PARENT="$(mktemp -d)"
trap 'rm -rf "$PARENT"' EXIT
git clone --quiet --no-hardlinks . "$PARENT/droidforge"
cd "$PARENT/droidforge"
echo "> fresh clone in $PARENT/droidforge (siblings: $(ls -A "$PARENT" | tr '\n' ' '))"
npm install --prefer-offline --no-audit --no-fund --loglevel=error
npx vitest run --project generator --project preview
