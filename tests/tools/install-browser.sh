#!/usr/bin/env bash
# Makes the test browsers available:
# - Chromium for the Playwright journeys (tests/e2e) and the benchmarks (tests/perf). Debian/Ubuntu
#   machines use the distribution's: its headless shell for the journeys, as Playwright runs
#   headless, and the full browser for the benchmarks and the one journey that needs it
#   (tests/tools/chromium.mjs); elsewhere Playwright installs its own (both).
# - Firefox ESR, and WebKitGTK's WebKitWebDriver with Xvfb, for the cross-engine journeys
#   (tests/engines). They come from apt-get only; without it they are skipped here, and
#   `npm run test:engines` then skips those engines (in CI, where CI is set, it fails instead).
# - Java, for the W3C's Nu HTML checker (vnu-jar; tests/integration/validHtml.test.ts), with apt-get.
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }

missing=()
# Below Chromium 156 a dynamic import that failed once stays failed (the journeys that reload a
# missing piece go red): an older distribution Chromium is upgraded like a missing one.
chromium_at_least_156() {
  local version major
  version=$([ -n "$2" ] && "$2" --version 2>/dev/null || true)
  major=$(grep -oE '[0-9]+' <<<"$version" | head -n1 || true)
  if [ "${major:-0}" -ge 156 ]; then
    echo "$1 found: $version"
  else
    missing+=("$1")
  fi
}
chromium_at_least_156 chromium "$(command -v /usr/bin/chromium /usr/bin/chromium-browser | head -n1 || true)"
chromium_at_least_156 chromium-headless-shell "$(command -v /usr/bin/chromium-headless-shell || true)"
if have firefox-esr; then
  echo "Firefox found: $(firefox-esr --version 2>/dev/null)"
else
  missing+=(firefox-esr)
fi
if have WebKitWebDriver; then
  echo "WebKitWebDriver found: $(command -v WebKitWebDriver)"
else
  missing+=(webkit2gtk-driver)
fi
# WebKitGTK plays video through GStreamer: VP9 comes with the driver's own dependencies, H.264
# (the loops' MP4, tests/engines/card-loop.journey.ts) with gstreamer1.0-libav, only recommended.
if have dpkg && ! dpkg -s gstreamer1.0-libav >/dev/null 2>&1; then
  missing+=(gstreamer1.0-libav)
fi
if have Xvfb && have xvfb-run; then
  echo "Xvfb found: $(command -v Xvfb)"
else
  missing+=(xvfb)
fi

if have java; then
  echo "Java found: $(java -version 2>&1 | head -n1)"
else
  missing+=(default-jre-headless)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if have apt-get; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "Installing with apt-get: ${missing[*]}…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
  exit 0
fi

for package in "${missing[@]}"; do
  case "$package" in
    chromium)
      echo "Installing Playwright's Chromium…"
      npx playwright install chromium
      ;;
    chromium-headless-shell) ;; # npx playwright install chromium brings it
    *)
      echo "Skipped $package: no apt-get on this machine. Install it from your system's packages" \
        "to run the cross-engine journeys (npm run test:engines skips what is missing, outside CI)."
      ;;
  esac
done
