#!/usr/bin/env bash
# Installs with apt-get what the tests need and this machine lacks: Chromium (tests/tools/
# chromium.mjs), Firefox ESR, WebKitGTK's driver with Xvfb and H.264 (only recommended by WebKitGTK:
# the loops' MP4) for tests/engines, Java for tests/integration/validHtml.test.ts. Without apt-get,
# Playwright installs its own Chromium and the rest is skipped (except in CI).
set -euo pipefail

missing=()
# A package, and the command that says it is here.
need() {
  local package=$1
  shift
  if "$@" >/dev/null 2>&1; then echo "found $package"; else missing+=("$package"); fi
}
# Below Chromium 156 a dynamic import that failed once stays failed (the journeys that reload a
# missing piece go red): an older one is upgraded like a missing one.
at_least_156() { [ "$("$1" --version 2>/dev/null | grep -oE '[0-9]+' | head -n1)" -ge 156 ]; }
need chromium at_least_156 "$(command -v chromium chromium-browser | head -n1)"
need chromium-headless-shell at_least_156 /usr/bin/chromium-headless-shell
need firefox-esr command -v firefox-esr
need webkit2gtk-driver command -v WebKitWebDriver
need gstreamer1.0-libav dpkg -s gstreamer1.0-libav
need xvfb command -v Xvfb xvfb-run
need default-jre-headless command -v java

[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null; then
  SUDO=$([ "$(id -u)" -ne 0 ] && echo sudo || true)
  echo "Installing with apt-get: ${missing[*]}…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
else
  echo "No apt-get: skipped ${missing[*]}; install them from your system's packages"
  if [[ " ${missing[*]} " == *" chromium"* ]]; then npx playwright install chromium; fi
fi
