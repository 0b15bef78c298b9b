# syntax=docker/dockerfile:1
# The Renew image (docs/deployment.md): one image, one process per container, chosen by the command:
#   web | sidecar | worker | migrate | seed        (release/entrypoint.sh)
#   docker build -t renew .
#   docker run --rm --env-file .env.production renew migrate      # once per deploy, before the new web containers
#   docker run -d --env-file .env.production -p 3000:3000 renew web
# The build steps are scripts/release.sh's, which CI runs too and then starts the release from with plain node
# (tests/release/): what goes into the image is tested even where no image can be built.
ARG NODE_VERSION=24.22.3

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# Dependencies first: this layer is reused while package.json and the lockfile stay the same.
COPY package.json package-lock.json ./
COPY scripts/release.sh scripts/release.sh
RUN bash scripts/release.sh deps
COPY . .
# SKIP_BUILD_CHECKS=1 when the pipeline ran `npm run typecheck` before building the image.
ARG SKIP_BUILD_CHECKS=0
RUN if [ "$SKIP_BUILD_CHECKS" = 1 ]; then bash scripts/release.sh build --skip-checks; else bash scripts/release.sh build; fi

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# tini as PID 1: signals reach node, zombies are reaped. npm, npx and corepack are not needed at run time.
RUN apt-get update && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
     /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /opt/yarn-* /usr/local/bin/yarn /usr/local/bin/yarnpkg \
  && mkdir -p /data/uploads && chown node:node /data/uploads
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    SOCKET_PORT=3001 \
    UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build --chown=node:node /src/release /app
USER node
EXPOSE 3000 3001
# web: /api/ready?only=database,migrations; sidecar: /healthz; worker: its pg-boss heartbeat (release/healthcheck.mjs).
HEALTHCHECK --interval=15s --timeout=6s --start-period=40s --retries=3 CMD ["/app/entrypoint.sh", "healthcheck"]
ENTRYPOINT ["/usr/bin/tini", "--", "/app/entrypoint.sh"]
CMD ["web"]
