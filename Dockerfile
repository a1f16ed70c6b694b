# The site's container image. The same image runs the server (default command) and the
# migrations: docker run IMAGE node build/server/migrate.js
# `npm run images` builds it as ironbark-site:local, on the official Node image or, where no registry
# answers, on a stand-in made from Debian packages (NODE_IMAGE).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# .build-ca.pem exists only when the build runs behind a TLS-inspecting proxy: `npm run images`
# puts the host's CA bundle there for npm. It stays in this stage, which the image does not ship.
COPY package.json package-lock.json .build-ca.pe[m] ./
RUN if [ -s .build-ca.pem ]; then export NODE_EXTRA_CA_CERTS="$PWD/.build-ca.pem"; fi \
 && npm ci --no-audit --no-fund
COPY . .
# The public configuration the build renders its page files with (app/server/prerender.server.ts):
# unset, the defaults. A deploy whose SITE_URL or outbound links differ renders its pages once at
# start-up instead; building with its values (--build-arg SITE_URL=...) spares it that.
ARG SITE_URL BOOKING_URL BIRTHDAY_BOOKING_URL PARTY_BOOKING_URL VR_BOOKING_URL RESTAURANT_URL WAIVER_URL GIFT_CARD_URL
# Optional peers go too: @unhead/react names vite as one, and plain --omit=dev would ship it.
RUN if [ -s .build-ca.pem ]; then export NODE_EXTRA_CA_CERTS="$PWD/.build-ca.pem"; fi \
 && npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/tmp/ironbark-data
WORKDIR /app
# Only what runs: the compiled server and client (build/) and production dependencies; no sources.
# Owned by root, so the app cannot change its own code.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 (no npm or shell in between), so the runtime's SIGTERM reaches the server. The
# heap flags are package.json's config.heap, as `npm start` passes them (tests/unit checks they agree).
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=8", "build/server/main.js"]
