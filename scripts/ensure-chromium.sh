#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing: test tools cannot download browsers on these machines.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "chromium: not found, installing Debian's package"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium
