# Roteiro: the API serving the built PWA, on PostgreSQL (docs/DEPLOY.md).
#   docker build -t roteiro .
#   docker compose up        (compose.yaml: PostgreSQL, two instances, HAProxy, MinIO)

# Build: every dependency (Vite, Lingui, the PWA plugin, TypeScript), then the PWA into dist/ and
# the server compiled to JavaScript into build/, with build/package.json and its lock naming only
# the packages the compiled server imports (scripts/build-server.ts).
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# The server's packages only: no tsx, no React, no Vite; without their source maps, type
# declarations and read-mes, which nothing reads at run time (docs/PERFORMANCE.md, "The
# container image").
FROM node:20.20-bookworm-slim AS server-packages
WORKDIR /app
COPY --from=build /app/build/package.json /app/build/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) -delete

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SERVE_CLIENT=true
WORKDIR /app
# The code stays root's and read-only (the container may run with a read-only root filesystem);
# the app writes only under DATA_DIR (uploads without S3_*, mails with MAIL_TRANSPORT=files).
COPY --from=server-packages /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The same path the load balancer checks (HEALTH_CHECK_PATH in scripts/lib/cluster.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (no npm, no shell): SIGTERM reaches the server, which drains and exits.
CMD ["node", "build/server/main.js"]
