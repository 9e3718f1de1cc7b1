# One image recipe for every Node process of Irrigo: the services (auth, org, inspections), the gateway
# (which also serves the shell) and the fake Housecall Pro. Build from the repository root:
#   docker build -f deploy/node.Dockerfile --build-arg APP=services/auth -t irrigo-auth .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund && npx nx run-many -t build --outputStyle=stream

FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0 APP=${APP}
WORKDIR /repo
COPY --from=build /repo/package.json /repo/package-lock.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/libs ./libs
COPY --from=build /repo/tools ./tools
COPY --from=build /repo/services ./services
COPY --from=build /repo/apps/shell/dist ./apps/shell/dist
USER node
WORKDIR /repo/${APP}
CMD ["npm", "start"]
