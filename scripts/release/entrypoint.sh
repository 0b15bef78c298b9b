#!/bin/sh
# The release's one entry point (the image's ENTRYPOINT, behind tini; also usable in a release directory):
#   entrypoint.sh web | sidecar | worker | migrate | seed | healthcheck
# Runs the chosen process with plain node, in the foreground (exec), so signals reach it. `healthcheck` checks the
# process this container was started as (Dockerfile HEALTHCHECK; release/healthcheck.mjs).
set -eu
# The release directory, without dirname or other tools (the image has node and a shell). The working directory stays
# the caller's: relative settings such as UPLOADS_DIR are relative to it (the image's WORKDIR is the release).
here="${0%/*}"
[ "$here" = "$0" ] && here=.
role="${1:-web}"
[ $# -gt 0 ] && shift
state="${TMPDIR:-/tmp}/renew-role"
case "$role" in
  web)
    echo web > "$state"
    # Larger young generation: fewer scavenges per request (server/web/concurrency.ts); the cluster's forks inherit it.
    exec node --enable-source-maps --max-semi-space-size=32 "$here/web.mjs" "$@" ;;
  worker)
    echo worker > "$state"
    exec node --enable-source-maps --conditions=react-server "$here/worker.mjs" "$@" ;;
  sidecar | migrate | seed)
    echo "$role" > "$state"
    exec node --enable-source-maps "$here/$role.mjs" "$@" ;;
  healthcheck)
    was=web
    [ -f "$state" ] && read -r was < "$state"
    exec node --conditions=react-server "$here/healthcheck.mjs" "$was" ;;
  *)
    echo "usage: entrypoint.sh web|sidecar|worker|migrate|seed|healthcheck" >&2
    exit 64 ;;
esac
