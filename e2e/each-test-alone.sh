#!/usr/bin/env bash
# Runs every e2e test alone, by its exact title, each in a fresh server and database (serve.ts),
# in the order `npx playwright test --list` gives (or reversed with --reverse), and prints pass or
# fail per test and a summary. Needs both apps built (npm run build -w @atrium/builder -w
# @atrium/portal-host). Extra arguments go to each `playwright test` (e.g. --reporter=dot).
# Exit status: 0 when every test passed alone.
set -uo pipefail
cd "$(dirname "$0")"

reverse=false
if [ "${1:-}" = "--reverse" ]; then
  reverse=true
  shift
fi

# `--list` prints "  [chromium] › file.spec.ts:12:1 › title" (no project name when there is one
# project); keep the title: everything after the second '›'.
mapfile -t titles < <(npx playwright test --list 2>/dev/null | sed -n 's/^ *\(\[[^]]*\] › \)\{0,1\}[^ ]*\.spec\.ts:[0-9]*:[0-9]* › //p')
if [ "${#titles[@]}" -eq 0 ]; then
  echo "No tests listed (npx playwright test --list)." >&2
  exit 1
fi
if $reverse; then
  mapfile -t titles < <(printf '%s\n' "${titles[@]}" | tac)
fi

# A title as a regular expression matching it literally. Playwright matches --grep against the
# file and the title joined by spaces, so the script anchors " title" at the end.
escape() { printf '%s' "$1" | sed 's/[][\.*^$?+(){}|/]/\\&/g'; }

passed=0
failed=()
start=$SECONDS
for title in "${titles[@]}"; do
  t0=$SECONDS
  if npx playwright test --grep " $(escape "$title")\$" "$@" >"/tmp/e2e-alone-$$.log" 2>&1 &&
    grep -q '1 passed' "/tmp/e2e-alone-$$.log"; then
    printf 'PASS %4ds  %s\n' $((SECONDS - t0)) "$title"
    passed=$((passed + 1))
  else
    printf 'FAIL %4ds  %s\n' $((SECONDS - t0)) "$title"
    failed+=("$title")
    sed 's/^/      /' "/tmp/e2e-alone-$$.log" | tail -40
  fi
done
rm -f "/tmp/e2e-alone-$$.log"

total=${#titles[@]}
printf '\n%d of %d tests passed alone (%dm%02ds)\n' "$passed" "$total" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60))
for title in "${failed[@]}"; do printf 'failed alone: %s\n' "$title"; done
[ "${#failed[@]}" -eq 0 ]
