# The production image of Cabal Hunter (README "Production: N instances on one
# PostgreSQL"). One image runs the app (scripts/serve.mjs: Next behind a Node
# server that sets the peer IP; WEB_CONCURRENCY processes per container) and,
# for a demo, the standalone embedded ledger (`npm run ledger`).
# Not built on the machine this was written on (no docker there): the same
# topology is tested as N processes (server/services/scan/multi-instance.test.ts).
# linux/amd64: the platform package-lock.json was resolved on (its optional native packages,
# @next/swc-* and @tailwindcss/oxide-*, are that platform's), so `npm ci` installs exactly the lock.
FROM --platform=linux/amd64 node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
COPY scripts/prisma-generate.mjs scripts/prisma-generate.mjs
COPY prisma prisma
COPY prisma.config.ts* ./
# `npm ci`: exactly the locked versions, and a lockfile out of step with package.json fails the build
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/prisma-generate.mjs && npx next build

FROM --platform=linux/amd64 node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
# migrations are applied by the app on its first database use (under PostgreSQL's advisory lock, so
# N containers starting together apply them once)
CMD ["node", "scripts/serve.mjs"]
