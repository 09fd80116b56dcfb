# The API image: Node 20 running the TypeScript sources through tsx (no separate build step).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
RUN npm ci --workspace api --include-workspace-root=false --omit=dev --no-audit --no-fund && npm install --no-save tsx
COPY shared shared
COPY api api
# The shell's index.html (and its assets, unused behind the edge): the API sends each page with its boot data inlined.
COPY dist/shell /app/dist/shell
ENV SHELL_DIR=/app/dist/shell
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]
