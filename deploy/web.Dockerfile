# A remote micro-frontend as its own deployable: its built files behind nginx, readable cross-origin
# (the shell fetches mf-manifest.json with fetch()). Build from the repository root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=apps/mf-auth -t irrigo-mf-auth .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund && npx nx run-many -t build --projects="@irrigo/$(basename ${APP})" --outputStyle=stream

FROM nginx:1.27-alpine
ARG APP
COPY deploy/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
