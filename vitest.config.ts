import { defineConfig } from "vitest/config";
import { contentPlugin } from "./app/content/pipeline/vite-plugin.ts";

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
          environment: "node",
          globalSetup: ["tests/support/database-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own server and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
