# ProcureMart server image: built once, run with production dependencies only (docs/production.md).
# Build: docker build -t procuremart .      Run: see compose.yaml, or
#   docker run -p 8080:8080 -e DATABASE_URL=… -e S3_BUCKET=… procuremart
# Node 22 (package.json engines: ^20.19 or >=22.12), Debian bookworm in every stage, so the native modules
# (@node-rs/argon2, @node-rs/jieba: prebuilt glibc x64/arm64 packages) installed in `deps` run in `runtime`.

# 1. Build: every dependency, the generated barrels, the web app and the server bundle.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build

# 2. Production dependencies only (`prepare` skips the barrels without tsx: scripts/prepare.mjs).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/prepare.mjs scripts/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev && npm cache clean --force

# 3. Runtime: the built app, its runtime dependencies, the backup command; no compiler, no sources.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/backup.mjs scripts/
# PGlite's files (no DATABASE_URL) or uploaded files (no S3_BUCKET) live here: mount a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# Liveness: the process answers. Start-up migrates and may re-index the search (minutes on a large
# catalogue) before it listens, hence the long start period. Readiness for a load balancer: /api/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The production command: one server process per core on PostgreSQL (WORKERS), one on PGlite.
CMD ["node", "apps/server/dist/main.js"]
