#!/usr/bin/env bash
# The release's build steps, in one place: the image runs them (Dockerfile), CI runs them (.ci/run) and then starts the
# release with plain node in a test (tests/release/). Either way the same release directory comes out, built by
# `npm run build` (scripts/build-release.ts): release/, or RENEW_RELEASE_DIR.
#   scripts/release.sh deps                 install the dependencies (their install scripts are not needed; the
#                                           Prisma client is generated from the schema by `build`)
#   scripts/release.sh build [--skip-checks]  generate the Prisma client, then build the release. --skip-checks skips
#                                           Next's own type check, for a pipeline that ran `npm run typecheck` before
#   scripts/release.sh [--skip-checks]      both
# Needs Node 22.12+ (24 LTS) first on the PATH: `source scripts/use-node.sh` on a machine without it.
set -euo pipefail
cd "$(dirname "$0")/.."

step="all"
case "${1:-}" in deps | build | all) step="$1"; shift ;; esac

major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$major" -lt 22 ]; then
  echo "release.sh: Node $(node -v) is too old; Node 24 LTS is the target (source scripts/use-node.sh)" >&2
  exit 1
fi
export NEXT_TELEMETRY_DISABLED=1

if [ "$step" = deps ] || [ "$step" = all ]; then
  echo "== release: dependencies"
  # npm install, not npm ci: the registry mirror some machines use lacks other platforms' optional packages, and
  # npm ci refuses a lockfile without them (install keeps the committed lockfile unchanged).
  npm install --no-audit --no-fund --ignore-scripts
fi

if [ "$step" = build ] || [ "$step" = all ]; then
  echo "== release: Prisma client"
  node_modules/.bin/tsx scripts/prisma-generate.ts
  echo "== release: build"
  node_modules/.bin/tsx scripts/build-release.ts "$@"
fi
