#!/usr/bin/env bash
# Makes a Chromium available for the Playwright journeys.
# Debian/Ubuntu machines without Playwright's browser download use the distribution's Chromium
# (playwright.config.ts picks /usr/bin/chromium when it exists); elsewhere Playwright installs its own.
set -euo pipefail

if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; then
  echo "Chromium found: $(/usr/bin/chromium --version 2>/dev/null || /usr/bin/chromium-browser --version)"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "Installing Debian's Chromium with apt-get…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
  exit 0
fi

echo "Installing Playwright's Chromium…"
npx playwright install chromium
