# One Dockerfile, one target per kind of deployable: `--target service --build-arg APP=auth`, `--target remote --build-arg APP=mf-guest`.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY libs libs
COPY services services
COPY shell shell
COPY mf-owner mf-owner
COPY mf-guest mf-guest
COPY mf-admin mf-admin
RUN npm ci
COPY . .
RUN NX_NO_CLOUD=true NX_DAEMON=false npx nx run-many -t build

FROM node:20-bookworm-slim AS service
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/node_modules node_modules
COPY --from=build /src/dist/node dist/node
COPY --from=build /src/dist/apps/shell dist/apps/shell
USER node
ENTRYPOINT ["sh", "-c", "exec node --enable-source-maps dist/node/services/$APP/src/main.js \"$@\"", "--"]

FROM nginx:1.27-alpine AS remote
ARG APP
COPY deploy/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/dist/apps/${APP} /usr/share/nginx/html
