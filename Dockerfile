# Two images from one file; docker-compose.yml picks each by its target:
#   web    — Next's standalone server (.next/standalone: the server and only the files it uses),
#            behind server.mjs's front door (decision 013)
#   worker — the queue worker, and the migrate/seed step; it runs the TypeScript source with tsx
# Both run as the unprivileged `node` user, carry production dependencies only (no compiler, no
# test tools), and have GDAL: the web app pre-checks spatial uploads with it and writes published
# layers' downloads (decision 022), the worker takes uploads in (decision 011), each in a bounded
# child process.

FROM node:22-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Every workspace's manifest, before any install: a workspace missing here is missing from
# node_modules (tests/lint/container-files.test.ts keeps this list whole). Code changes do not
# invalidate the install layers below.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/documents/package.json packages/documents/
COPY packages/queue/package.json packages/queue/
COPY packages/seed/package.json packages/seed/
COPY packages/spatial/package.json packages/spatial/
COPY packages/storage/package.json packages/storage/

# Both installs take the builder's npm registry and CA (a mirror, a proxy's certificate) as build
# secrets: `docker build --secret id=npmrc,src=… --secret id=npm-ca,src=…`, an .npmrc whose
# cafile is /run/secrets/npm-ca. A secret is mounted for that one step and is in no layer; without
# them, npm uses the public registry.
# The build: every dependency, the whole source, `next build` (no database needed: decision 012).
FROM manifests AS build
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca \
  npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What the worker and the migrate/seed step run with: production dependencies of those workspaces
# only (212 MB, against 634 MB with the web app's, which its image has from the standalone output).
FROM manifests AS production-dependencies
# npm keeps Playwright despite --omit=dev: the lockfile marks it "devOptional" (Next names it as an
# optional peer), so the test runner (19 MB) is removed by name.
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc --mount=type=secret,id=npm-ca,target=/run/secrets/npm-ca \
  npm ci --omit=dev --no-audit --no-fund --workspace @vtrans/worker --workspace @vtrans/seed --include-workspace-root \
  && rm -rf node_modules/@playwright node_modules/playwright node_modules/playwright-core

# The system both images share: GDAL; pg_dump and pg_restore (Debian bookworm's client is 15, the
# database's version) for `npm run backup` and `npm run restore`.
FROM base AS system
RUN apt-get update \
  && apt-get install -y --no-install-recommends gdal-bin postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
# Uploads and the document library (DATA_DIR in docker-compose.yml): a named volume mounted here
# starts with this folder's owner, so the `node` user can write to it.
RUN mkdir -p /srv/uploads && chown node:node /srv/uploads

FROM system AS web
# The standalone output keeps the repository's layout from its root (outputFileTracingRoot); the
# static chunks and public files are served by the same server and are copied beside it.
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build /app/apps/web/public ./apps/web/public
COPY --from=build /app/apps/web/server.mjs ./apps/web/server.mjs
WORKDIR /app/apps/web
USER node
EXPOSE 3000
# Docker sets HOSTNAME to the container's id, and server.mjs (like Next's standalone server) listens
# on HOSTNAME: on the container's own address only, so the healthcheck's 127.0.0.1 was refused and
# the container never became healthy (issue 39). Every interface, as Next's Docker example sets.
ENV HOSTNAME=0.0.0.0
CMD ["node", "server.mjs"]

FROM system AS worker
COPY --from=production-dependencies /app ./
COPY tsconfig.json ./
COPY packages packages
COPY apps/worker apps/worker
COPY migrations migrations
COPY scripts scripts
USER node
# Node itself is PID 1, not npm: `docker stop`'s SIGTERM reaches the worker, which stops taking jobs
# and lets the running ones finish (its drain). Under npm the signal killed npm, and the worker
# with it, mid-job, exiting 1 (issue 39). The same command as the workspace's `npm start`.
CMD ["node", "--import", "tsx", "apps/worker/src/main.ts"]
