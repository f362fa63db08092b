# Puts the Node.js major that .nvmrc names first on PATH for the current shell, installing it from the
# npm registry (the node-<platform>-<arch> package, which carries the binary and its headers) into the
# user's cache when the machine's Node is older. Native addons (the SQLite driver) are then compiled
# against the headers of the Node that runs them.
#
# Usage, from the project's folder:  . scripts/use-node.sh
# NODE_CACHE_DIR chooses where the Node it installs is kept (default ~/.cache/consultancy-portal).

_use_node_want=$(tr -dc '0-9' < .nvmrc)
_use_node_have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$_use_node_have" -lt "$_use_node_want" ]; then
  _use_node_platform=$(node -p 'process.platform + "-" + process.arch' 2>/dev/null || echo linux-x64)
  _use_node_home="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/consultancy-portal}/node-$_use_node_want"
  _use_node_bin="$_use_node_home/node_modules/node-$_use_node_platform/bin"
  if [ ! -x "$_use_node_bin/node" ]; then
    echo "Installing Node.js $_use_node_want from the npm registry into $_use_node_home" >&2
    # Into a folder of its own first, moved into place whole: an install cut short leaves nothing
    # that looks installed.
    rm -rf "$_use_node_home.partial" && mkdir -p "$_use_node_home.partial" &&
      npm install --prefix "$_use_node_home.partial" --no-save --no-package-lock --no-audit --no-fund \
        --loglevel=error "node-$_use_node_platform@$_use_node_want" >&2 &&
      rm -rf "$_use_node_home" && mv "$_use_node_home.partial" "$_use_node_home"
  fi
  PATH="$_use_node_bin:$PATH"
  export PATH
fi
# node-gyp builds against the headers of the Node on PATH, whatever a machine-wide nodedir says.
_use_node_prefix=$(node -p 'require("path").resolve(process.execPath, "../..")')
if [ -f "$_use_node_prefix/include/node/node.h" ]; then
  npm_config_nodedir="$_use_node_prefix"
  export npm_config_nodedir
fi
unset _use_node_want _use_node_have _use_node_platform _use_node_home _use_node_bin _use_node_prefix
echo "Node.js $(node -v) at $(command -v node)" >&2
# The status of the whole: true only when the Node on PATH is now the one .nvmrc names (or newer).
[ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$(tr -dc '0-9' < .nvmrc)" ]
