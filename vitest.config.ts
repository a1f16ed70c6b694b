import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { embeddedProjectName } from "./tests/support/database-global-setup.ts";
import { contentPlugin } from "./vite-plugins/content/vite-plugin.ts";

const integration = {
  globalSetup: ["tests/support/database-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file starts its own server and database; two at a time suits a 2-core machine.
  maxWorkers: 2,
};

const databaseFacingFiles = ["api", "database-down", "migrations", "spec-api", "view-fault-run", "view-ids"].map(
  (name) => `tests/integration/${name}.test.ts`,
);

/** Render tests read markup, not styles: Linaria's extracted stylesheets become empty modules (wyw's own files race under parallel tests). */
const emptyStylesheets: Plugin = {
  name: "empty-stylesheets",
  enforce: "pre",
  resolveId: (id) => (id.endsWith(".wyw-in-js.css") ? "\0empty-stylesheet" : null),
  load: (id) => (id === "\0empty-stylesheet" ? "" : null),
};

/**
 * Vitest hands the server build's module conditions to Node (`--conditions`), and React Router's
 * include the bundlers' `module`, under which Node loads builds of CommonJS packages that only a
 * bundler can (prom-client's @opentelemetry/api, which the server's metrics load): Node resolves
 * packages as it does when the server runs.
 */
const nodeConditions: Plugin = {
  name: "node-conditions",
  configResolved(config) {
    const conditions = config.ssr.resolve?.conditions as string[] | undefined;
    if (!conditions) return;
    const forNode = conditions.filter((condition) => condition !== "module");
    conditions.splice(0, conditions.length, ...forNode);
  },
};

export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
        },
      },
      {
        // Pages rendered as the build renders them, with the build's own Vite config (React Router's
        // plugin makes its server build, and app/entry.server.tsx renders), with no server, build
        // output or database.
        extends: "./vite.config.ts",
        plugins: [emptyStylesheets, nodeConditions],
        test: {
          name: "render",
          include: ["tests/render/**/*.test.{ts,tsx}"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          ...integration,
        },
      },
      {
        // The files whose outcome depends on the database engine, again on the embedded SQLite
        // that `npm start` uses without DATABASE_URL.
        test: {
          name: embeddedProjectName,
          include: databaseFacingFiles,
          ...integration,
        },
      },
    ],
  },
});
