# Tablo in a container: the build stage makes the runnable product with .ci/image.sh (the same script CI runs),
# the runtime stage holds only that, run as the unprivileged `node` user.
#   docker build -t tablo .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… tablo        (PGlite in /data without DATABASE_URL)
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN .ci/image.sh build /app

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data/pglite FILES_DIR=/data/files LOG_LEVEL=info
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD [".ci/image.sh", "start"]
