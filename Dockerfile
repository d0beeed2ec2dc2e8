# Debian 12 with Node 20, as on the development machines (docs/decisions/003-node-20-pins.md; ADR 018 says what
# moving to Node 22 needs). LiteFS replicates the database (litefs.yml); `litefs mount` runs the server; the judge
# process group runs build/judge/remote-worker.js instead (ADR 021).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# fuse3 for LiteFS; the compilers, bubblewrap and the headers the launcher's seccomp filter is built from for the judge (a web-only process group sets JUDGE_DISABLED=1).
RUN apt-get update && apt-get install -y --no-install-recommends fuse3 ca-certificates sqlite3 bubblewrap gcc g++ libc6-dev linux-libc-dev \
      python3 pypy3 openjdk-17-jdk-headless rustc golang-go && rm -rf /var/lib/apt/lists/*
COPY --from=flyio/litefs:0.5 /usr/local/bin/litefs /usr/local/bin/litefs
COPY --from=build /app /app
COPY litefs.yml /etc/litefs.yml
ENV NODE_ENV=production \
    LITEFS_DIR=/litefs \
    DATABASE_FILENAME=trilha.db \
    DATABASE_PATH=/litefs/trilha.db \
    INTERNAL_PORT=8080 \
    PORT=8081
# No ENTRYPOINT: fly.toml's process groups give the command — `litefs mount` (web) or the judge worker (judge),
# which must not run under LiteFS. The default is the web machine's.
CMD ["litefs", "mount"]
