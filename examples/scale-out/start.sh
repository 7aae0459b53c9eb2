#!/usr/bin/env bash
# Several copies of the mock behind nginx, each session always on the same copy (docs/scaling-out.md).
#
#   examples/scale-out/start.sh --seed 7                  # every copy gets the arguments
#   MOCKS=4 PORT=8080 FIRST_MOCK_PORT=8081 examples/scale-out/start.sh
#
# MOCKS copies (default 3) listen on FIRST_MOCK_PORT (default 4011) and the ports after it; nginx
# listens on PORT (default 4010) and starts only once every copy answers, so that no session's first
# request goes to another copy. Needs no root: nginx's pid, temp and log files go in a temp folder.
# Ctrl-C or SIGTERM stops them all. A copy that exits leaves the others running: its sessions start
# afresh on the next copy. MOCK_COMMAND is the command of one copy (default: the package's bin in
# ./node_modules/.bin); NGINX the nginx binary (default: nginx on PATH, else /usr/sbin/nginx).
set -euo pipefail
# Job control: each copy in a process group of its own, so that stopping one stops all it started too.
set -m

mocks=${MOCKS:-3}
first_mock_port=${FIRST_MOCK_PORT:-4011}
port=${PORT:-4010}
# The bin itself rather than npx, so that the pid stopped is the copy's.
read -r -a mock_command <<<"${MOCK_COMMAND:-node_modules/.bin/real-estate-service-mock}"
nginx=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

fail() {
  echo "start.sh: $*" >&2
  exit 1
}

for name in MOCKS FIRST_MOCK_PORT PORT; do
  [[ ${!name:-1} =~ ^[1-9][0-9]*$ ]] || fail "$name must be a positive whole number, not \"${!name}\"."
done
((first_mock_port + mocks - 1 <= 65535)) || fail "FIRST_MOCK_PORT + MOCKS goes past port 65535."
((port < first_mock_port || port >= first_mock_port + mocks)) || fail "PORT $port is one of the copies' ports ($first_mock_port to $((first_mock_port + mocks - 1)))."
if [[ -z ${MOCK_COMMAND:-} && ! -x ${mock_command[0]} ]]; then
  fail "Failed to find ${mock_command[0]}. Please run this from your project's folder after npm install -D real-estate-service-mock, or set MOCK_COMMAND to the command that starts the mock."
fi
[[ -x $nginx ]] || fail "Failed to find nginx (looked for \"$nginx\"). Please install it (Debian and Ubuntu: apt-get install nginx-light) or set NGINX to its path."

prefix=$(mktemp -d "${TMPDIR:-/tmp}/mock-scale-out.XXXXXX")
# Started by root, nginx runs its workers as nobody: they must reach the folder.
chmod 755 "$prefix"
mkdir "$prefix/temp"

declare -A port_of=() # a running copy's pid → its port
nginx_pid=

stop_all() {
  trap - EXIT INT TERM
  # nginx first, so that no request reaches a copy that is stopping.
  if [[ -n $nginx_pid ]]; then kill -TERM "$nginx_pid" 2>/dev/null || true; fi
  for pid in "${!port_of[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  wait || true
  rm -rf "$prefix"
}
trap stop_all EXIT
trap 'echo "start.sh: stopping." >&2; exit 130' INT
trap 'exit 143' TERM

# Whether an HTTP server answers on 127.0.0.1:$1, whatever its status.
answers() {
  (
    exec 3<>"/dev/tcp/127.0.0.1/$1"
    printf 'GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
    IFS= read -r -t 5 status <&3
    [[ $status == HTTP/* ]]
  ) 2>/dev/null
}

# Waits until what runs as $1 answers on port $2; fails with its log ($3) if it exits first.
await_answer() {
  local pid=$1 target=$2 log=$3 tries=0
  until answers "$target"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      cat "$log" >&2
      fail "The process for port $target exited before it answered (its output is above)."
    fi
    # Generous: it only stops a start that hangs.
    ((++tries <= 1200)) || fail "Nothing answered on port $target within 120 s; its output is in $log."
    sleep 0.1
  done
}

for ((i = 0; i < mocks; i++)); do
  mock_port=$((first_mock_port + i))
  # Our --port last, so that it wins over one in the arguments.
  "${mock_command[@]}" "$@" --port "$mock_port" </dev/null >"$prefix/mock-$mock_port.log" 2>&1 &
  port_of[$!]=$mock_port
done
for pid in "${!port_of[@]}"; do await_answer "$pid" "${port_of[$pid]}" "$prefix/mock-${port_of[$pid]}.log"; done

# nginx.conf as written, with this run's port and one `server` line per copy.
awk -v port="$port" -v first="$first_mock_port" -v count="$mocks" '
  /^[[:space:]]*listen 127\.0\.0\.1:[0-9]+;/ { sub(/:[0-9]+;/, ":" port ";"); listens++ }
  /^[[:space:]]*server 127\.0\.0\.1:[0-9]+[ ;]/ {
    if (!servers++) {
      indent = $0; sub(/[^[:space:]].*$/, "", indent)
      rest = $0; sub(/^[[:space:]]*server 127\.0\.0\.1:[0-9]+/, "", rest)
      for (i = 0; i < count; i++) print indent "server 127.0.0.1:" (first + i) rest
    }
    next
  }
  { print }
  END { if (listens != 1 || !servers) exit 1 }
' "$here/nginx.conf" >"$prefix/nginx.conf" || fail "$here/nginx.conf lacks its \"listen 127.0.0.1:<port>;\" line or the \"server 127.0.0.1:<port>\" lines of its upstream."

"$nginx" -p "$prefix/" -c "$prefix/nginx.conf" -e "$prefix/error.log" -g 'daemon off;' </dev/null >>"$prefix/error.log" 2>&1 &
nginx_pid=$!
await_answer "$nginx_pid" "$port" "$prefix/error.log"

for pid in "${!port_of[@]}"; do echo "Mock copy on http://127.0.0.1:${port_of[$pid]} (pid $pid), output in $prefix/mock-${port_of[$pid]}.log"; done | sort
echo "Serving $mocks copies behind nginx at http://127.0.0.1:$port (pid $nginx_pid), each session on one copy. Ctrl-C stops them all."

while true; do
  # Returns when a child exits, or when a signal's trap runs.
  wait -n || true
  if ! kill -0 "$nginx_pid" 2>/dev/null; then
    cat "$prefix/error.log" >&2
    fail "nginx exited (its log is above); stopping the copies."
  fi
  for pid in "${!port_of[@]}"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "start.sh: the copy on port ${port_of[$pid]} (pid $pid) exited; its sessions start afresh on the next copy." >&2
      unset "port_of[$pid]"
    fi
  done
  ((${#port_of[@]} > 0)) || fail "Every copy exited; stopping nginx."
done
