#!/bin/sh
# As the redis image's entrypoint: started without a config file, redis would refuse clients from
# other containers (protected mode), so the image turns it off; the server runs as `redis`.
set -eu
if [ "$1" = redis-server ]; then
  case "${2:-}" in *.conf) ;; *) set -- "$@" --protected-mode no ;; esac
  chown -R redis:redis /data
  exec setpriv --reuid=redis --regid=redis --init-groups "$@"
fi
exec "$@"
