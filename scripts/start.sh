#!/usr/bin/env bash
# `npm start` (and `npm run dev` with --dev): the whole site in one terminal — web, worker and a
# local mail catcher — migrated and seeded. Ctrl-C stops all three.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=production
[ "${1:-}" = "--dev" ] && mode=development

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[start] installing dependencies"
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-services.sh
# Uploads and the document library's files live in ./data of the checkout, whichever folder each
# process starts in (the seed writes the library's PDFs there).
export DATA_DIR="${DATA_DIR:-$PWD/data}"
npm run --silent migrate
npm run --silent seed

mail_smtp_port="${MAILDEV_SMTP_PORT:-1025}"
mail_web_port="${MAILDEV_WEB_PORT:-1080}"
export SMTP_URL="${SMTP_URL:-smtp://127.0.0.1:${mail_smtp_port}}"
export PORT="${PORT:-3000}"
# /api/metrics needs a bearer token; a fixed one is fine on a developer's machine.
export METRICS_TOKEN="${METRICS_TOKEN:-local-metrics-token-change-me}"

if [ "$mode" = production ]; then
  npm run build
  web_command="npm run start --workspace @vtrans/web"
else
  web_command="npm run dev --workspace @vtrans/web"
fi

echo "[start] site: http://localhost:${PORT}  ·  mail inbox: http://localhost:${mail_web_port}"
# One process dying must not stop the others (a crash in web used to take the worker, and so all
# e-mail, down with it): each is restarted on its own two seconds after it exits, and concurrently
# prints "… exited with code …" and "… restarted" in that process's colour. Ctrl-C stops all.
exec npx concurrently --restart-tries -1 --restart-after 2000 --names web,worker,mail --prefix-colors blue,magenta,green \
  "$web_command" \
  "npm start --workspace @vtrans/worker" \
  "maildev --smtp ${mail_smtp_port} --web ${mail_web_port} --ip 127.0.0.1 --web-ip 127.0.0.1"
