#!/usr/bin/env bash
# `npm test`: the whole suite, as CI runs it (`bash .ci/run` on a fresh clone, CI=true, no stdin).
#   1. install dependencies when the clone has none (npm ci)
#   2. make sure Debian's Chromium is present (Playwright never downloads browsers)
#   3. npm run check      type-check every workspace + lint
#   4. vitest run         shared rules, server API on SQLite and a throwaway PostgreSQL, web (jsdom)
#   5. npm run build      the web app and the bundled server
#   6. playwright test    end-to-end against the built server on a temporary SQLite database
#   6b. playwright test   multi-instance: temporary PostgreSQL, two built servers, nginx in front
# Every stage runs even when an earlier one failed, so one run reports everything. The last line is
# exactly `N passed, N failed` (Vitest + Playwright tests; a stage that fails without a test failing,
# e.g. type-check, lint, build or a runner crash, counts as one failure) and the exit status is
# non-zero whenever anything failed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CI="${CI:-true}"
# Nothing in the suite may wait for a keyboard.
exec </dev/null

started=$(date +%s)
reports=$(mktemp -d "${TMPDIR:-/tmp}/plotline-test-XXXXXX")
trap 'rm -rf "$reports"' EXIT

stage_failures=0
failed_stages=()
stage() {
  local name=$1
  shift
  echo
  echo "==> ${name}"
  if "$@"; then
    return 0
  fi
  echo "!! ${name} failed" >&2
  failed_stages+=("$name")
  return 1
}

# 1. Dependencies: a fresh clone has no node_modules. Nothing else can run without them.
if ! node scripts/ensure-install.mjs; then
  echo "!! installing dependencies failed" >&2
  echo "0 passed, 1 failed"
  exit 1
fi

# Installs a Debian package as root or through password-less sudo; otherwise says what to run.
# Called only when something the suite needs is missing. $1 package, $2 what is missing, $3 who needs it.
install_debian_package() {
  local package=$1 missing=$2 needed_by=$3
  echo "==> ${missing} is missing; installing Debian's ${package} package"
  if [[ $(id -u) -eq 0 ]]; then
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo -n apt-get update && sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y "$package"
  else
    echo "!! Not running as root (and no password-less sudo): cannot install ${package}." >&2
    echo "!! Run 'sudo apt-get install -y ${package}' once; ${needed_by} need ${missing}." >&2
  fi
}

# 2. Chromium for Playwright.
CHROMIUM=/usr/bin/chromium
[[ -x "$CHROMIUM" ]] || install_debian_package chromium "$CHROMIUM" "the end-to-end tests"

# 2b. PostgreSQL 15 server binaries: the API suite runs on a real PostgreSQL it starts itself.
PG_BIN_DIR="${PG_BIN:-/usr/lib/postgresql/15/bin}"
[[ -x "$PG_BIN_DIR/initdb" ]] || install_debian_package postgresql-15 "${PG_BIN_DIR}/initdb" "the API tests"

# 2c. nginx: the multi-instance end-to-end test puts it in front of two server processes, with the
# shipped example's proxy rules (deploy/nginx/). Debian's package ships /usr/sbin/nginx; the test
# runs its own nginx with a generated configuration and never starts the system service.
NGINX=/usr/sbin/nginx
[[ -x "$NGINX" ]] || install_debian_package nginx "$NGINX" "the multi-instance tests"

# 2d. openssl: the sign-in tests against an independent OIDC provider serve it over HTTPS with a
# certificate they generate with the openssl command (apps/server/test/oidc-independent.test.ts).
command -v openssl >/dev/null || install_debian_package openssl openssl "the sign-in tests"

# 2e. pdftotext (poppler-utils): the PNG/PDF render tests read the text of the PDFs the server
# draws (apps/server/test/render.test.ts).
command -v pdftotext >/dev/null || install_debian_package poppler-utils pdftotext "the PDF render tests"

# 3. Types and lint.
stage "npm run check" npm run check || stage_failures=$((stage_failures + 1))

# 4. Unit, API (SQLite + PostgreSQL) and component tests.
vitest_json="$reports/vitest.json"
vitest_ok=true
# One retry on CI, as Playwright has (e2e/playwright.config.ts): a test that passes on its retry counts
# as passed and is named as flaky under the summary (scripts/vitest-flaky-reporter.ts).
vitest_flaky="$reports/vitest-flaky.txt"
vitest_retry=0
[[ $CI == true ]] && vitest_retry=1
VITEST_FLAKY_FILE="$vitest_flaky" stage "vitest run" npx vitest run --retry="$vitest_retry" \
  --reporter=default --reporter=json --reporter=./scripts/vitest-flaky-reporter.ts \
  --outputFile.json="$vitest_json" || vitest_ok=false

# 5. Build what the end-to-end tests (and `npm start`) run.
build_ok=true
stage "npm run build" npm run build || build_ok=false

# 6. End-to-end tests against the built app.
playwright_json="$reports/playwright.json"
playwright_ok=true
if [[ $build_ok == true && -x "$CHROMIUM" ]]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$playwright_json" \
    stage "playwright test" npx playwright test -c e2e/playwright.config.ts --reporter=list,json || playwright_ok=false
else
  echo
  echo "!! playwright test skipped: $([[ $build_ok == true ]] && echo "${CHROMIUM} is missing" || echo 'the build failed')" >&2
  failed_stages+=("playwright test (not run)")
  playwright_ok=false
fi

# 6b. The multi-instance end-to-end test: a temporary PostgreSQL, two built server processes on it
# and nginx in front (e2e/multi-instance/), after the main suite so the two never share the CPU.
multi_json="$reports/playwright-multi.json"
multi_ok=true
if [[ $build_ok == true && -x "$CHROMIUM" && -x "$NGINX" && -x "$PG_BIN_DIR/initdb" ]]; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$multi_json" \
    stage "playwright test (multi-instance)" npx playwright test -c e2e/multi-instance/playwright.config.ts --reporter=list,json || multi_ok=false
elif [[ $build_ok == true ]]; then
  echo
  echo "!! playwright test (multi-instance) skipped: it needs ${CHROMIUM}, ${NGINX} and ${PG_BIN_DIR}/initdb" >&2
  failed_stages+=("playwright test (multi-instance, not run)")
  multi_ok=false
else
  multi_ok=false
fi
[[ $build_ok == true ]] || stage_failures=$((stage_failures + 1))

# Count tests from the runners' JSON reports. A runner that failed without reporting any failed
# test (crash, global setup error, no report) still counts as one failure.
read -r vitest_passed vitest_failed < <(node -e '
  const fs = require("node:fs");
  try {
    const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    console.log(r.numPassedTests ?? 0, (r.numFailedTests ?? 0));
  } catch { console.log(0, 0); }
' "$vitest_json")
# flaky = failed first, passed on a retry: it counts as passed (the list reporter names it).
playwright_counts() {
  node -e '
    const fs = require("node:fs");
    try {
      const s = JSON.parse(fs.readFileSync(process.argv[1], "utf8")).stats ?? {};
      console.log((s.expected ?? 0) + (s.flaky ?? 0), s.unexpected ?? 0);
    } catch { console.log(0, 0); }
  ' "$1"
}
read -r main_passed main_failed < <(playwright_counts "$playwright_json")
read -r multi_passed multi_failed < <(playwright_counts "$multi_json")
playwright_passed=$((main_passed + multi_passed))
playwright_failed=$((main_failed + multi_failed))
if [[ $vitest_ok == false && $vitest_failed -eq 0 ]]; then
  stage_failures=$((stage_failures + 1))
fi
if [[ $playwright_ok == false && $main_failed -eq 0 && $build_ok == true ]]; then
  stage_failures=$((stage_failures + 1))
fi
if [[ $multi_ok == false && $multi_failed -eq 0 && $build_ok == true ]]; then
  stage_failures=$((stage_failures + 1))
fi

# Name every failed test in the summary, so the last lines of a CI log say what to look at.
list_failed_tests() {
  node -e '
    const fs = require("node:fs");
    const read = (file) => { try { return JSON.parse(fs.readFileSync(file, "utf8")); } catch { return null; } };
    const names = [];
    const vitest = read(process.argv[1]);
    for (const file of vitest?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === "failed") names.push(`vitest  ${test.fullName ?? test.title} (${file.name})`);
      }
    }
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === "unexpected") names.push(`e2e     ${spec.title} (${spec.file ?? file}:${spec.line})`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const file of process.argv.slice(2)) {
      for (const suite of read(file)?.suites ?? []) walk(suite, suite.file);
    }
    for (const name of names) console.log(`  ✗ ${name}`);
  ' "$vitest_json" "$playwright_json" "$multi_json"
}

passed=$((vitest_passed + playwright_passed))
failed=$((vitest_failed + playwright_failed + stage_failures))
elapsed=$(($(date +%s) - started))

echo
echo "Vitest: ${vitest_passed} passed, ${vitest_failed} failed. Playwright: ${playwright_passed} passed, ${playwright_failed} failed."
if ((${#failed_stages[@]})); then
  echo "Failed stages: ${failed_stages[*]}"
  list_failed_tests
fi
if [[ -s $vitest_flaky ]]; then
  echo "Flaky (failed, then passed on the retry):"
  sed 's/^/  ~ vitest  /' "$vitest_flaky"
fi
echo "Finished in ${elapsed}s"
echo "${passed} passed, ${failed} failed"
if ((failed > 0)); then
  exit 1
fi
