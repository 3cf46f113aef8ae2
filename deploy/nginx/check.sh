#!/bin/sh
# Parses deploy/nginx/wallet.conf with nginx's own check (`nginx -t`), in a scratch folder: a
# throwaway self-signed certificate stands for the real one. Needs nginx and openssl installed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=wallet.example.com \
  -keyout "$scratch/privkey.pem" -out "$scratch/fullchain.pem" 2>/dev/null
sed "s#/etc/letsencrypt/live/wallet.example.com#$scratch#" "$here/wallet.conf" > "$scratch/wallet.conf"
cat > "$scratch/nginx.conf" <<CONF
pid $scratch/nginx.pid;
error_log stderr;
events {}
http { include $scratch/wallet.conf; }
CONF
nginx -t -c "$scratch/nginx.conf"
