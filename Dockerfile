# Roteiro: the API serving the built PWA, on PostgreSQL (docs/DEPLOY.md).
#   docker build -t roteiro .
#   docker compose up        (compose.yaml: PostgreSQL, two instances, HAProxy, MinIO)

# Build: every dependency (Vite, Lingui, the PWA plugin), then `vite build` into dist/.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies only (tsx runs the TypeScript server as `npm start` does), the
# server and the domain code it imports (with the migrations), and the built client.
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SERVE_CLIENT=true
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src/domain ./src/domain
COPY src/server ./src/server
COPY --from=build /app/dist ./dist
# The code stays root's and read-only; the app writes only under DATA_DIR (uploads without S3_*,
# mails with MAIL_TRANSPORT=files).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The same path the load balancer checks (HEALTH_CHECK_PATH in scripts/lib/cluster.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server/main.ts"]
