# One Dockerfile, one target per kind of deployable. Nothing is compiled or installed here: `npm run images`
# (tools/images.mjs) builds on the machine and stages each image's files in .images/<app>/, the build context:
#   docker build -f Dockerfile --target remote .images/mf-guest
#   docker build -f Dockerfile --target service --build-arg APP=auth .images/services
# The bases are arguments: production's official images, or our machines' local stand-in (deploy/base.Dockerfile).
# `remote` comes first: Docker's legacy builder (ours) builds every stage up to the target, and this one is cheap.
ARG NODE_BASE=node:20.20-bookworm-slim
ARG NGINX_BASE=nginx:1.27-bookworm

# A remote (mf-owner, mf-guest, mf-admin): its static files under /remotes/<name>/<version>/, served by nginx.
FROM ${NGINX_BASE} AS remote
COPY nginx.conf /etc/nginx/carta.conf.template
COPY html/ /usr/share/nginx/html/
ARG VERSION=0.0.0
ARG REVISION=unknown
LABEL org.opencontainers.image.version=${VERSION} org.opencontainers.image.revision=${REVISION}
USER 101:101
# The listening port from PORT (host networking runs several remotes on one address); the config goes to /tmp, the
# only writable place.
ENTRYPOINT ["sh", "-c", "sed \"s/__PORT__/${PORT:-8080}/\" /etc/nginx/carta.conf.template > /tmp/nginx.conf && exec nginx -e stderr -c /tmp/nginx.conf"]

# A service (gateway, auth, restaurants, admin): compiled JS, the production node_modules, nothing else.
FROM ${NODE_BASE} AS service
ENV NODE_ENV=production
WORKDIR /app
# The same production node_modules in every service image: one shared layer, stored and pulled once. An archive:
# ADD unpacks it (thousands of files cost Docker's context far more than one).
ADD node_modules.tar ./
ARG APP
COPY app-${APP}/ ./
ARG VERSION=0.0.0
ARG REVISION=unknown
LABEL org.opencontainers.image.version=${VERSION} org.opencontainers.image.revision=${REVISION}
ENV APP_VERSION=${VERSION}
# Any uid but root; numeric so Kubernetes' runAsNonRoot can check it. Nothing is written under /app (read-only root).
USER 1000:1000
ENTRYPOINT ["node", "--enable-source-maps", "main.js"]
