# One image for the web app, the worker and the migrate/seed step; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# GDAL reads spatial uploads (web pre-check and worker) in a bounded child process: decision 011.
# pg_dump and pg_restore (Debian bookworm's client is 15, the database's version) for npm run backup and restore.
RUN apt-get update && apt-get install -y --no-install-recommends gdal-bin postgresql-client && rm -rf /var/lib/apt/lists/*

# Dependencies first, so code changes do not reinstall them.
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
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "run", "start", "--workspace", "@vtrans/web"]
