#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: test tools cannot download browsers on these machines.
# The full browser is required (headed runs, Lighthouse, and the journeys' fallback); its old headless shell
# is what the journeys run when it is there (e2e/support/chromium.ts), and a machine that cannot install it
# still runs them on the full browser, only slower.
set -euo pipefail
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
updated=
install() {
  if [ -z "$updated" ]; then $SUDO apt-get update -qq && updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
if ! command -v chromium >/dev/null 2>&1; then
  echo "chromium: not found, installing Debian's package"
  install chromium
  command -v chromium
fi
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "chromium-headless-shell: not found, installing Debian's package"
  install chromium-headless-shell || echo "chromium-headless-shell: could not be installed; the journeys run on the full browser" >&2
fi
exit 0
