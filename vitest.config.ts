import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/pipeline/vite-plugin.ts";
import { embeddedProjectName } from "./tests/support/database-global-setup.ts";

const integration = {
  environment: "node",
  globalSetup: ["tests/support/database-global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file starts its own server and database; two at a time suits a 2-core machine.
  maxWorkers: 2,
};

const databaseFacingFiles = ["api", "concurrency", "database-down", "migrations"].map((name) => `tests/integration/${name}.test.ts`);

export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
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
