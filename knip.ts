import type { KnipConfig } from "knip";
import { enhancementEntries } from "./app/browser/enhancements.ts";

/** Dead-code check (`npm run lint`): no unused files, exports or dependencies. */
export default {
  entry: [
    // The server build's entries (vite.config.ts) and the development server.
    "app/server/lifecycle.server.ts",
    "app/server/dev.server.ts",
    "app/server/prerender.server.ts",
    "db/migrate.ts",
    // Built as client entries by vite-plugins/enhancement-scripts.ts.
    ...Object.values(enhancementEntries),
    // Scripts package.json starts with `exec node`.
    "docker/nginx/start-edge.ts",
    // Run by hand to write the edge config's page queries from the registry.
    "docker/nginx/page-queries.ts",
    "docker/{images,stack}.ts",
    "tests/benchmarks/{run,page-weight,line-count}.ts",
    "tests/audit/pages.ts",
    "vite-plugins/content/lint-content.ts",
  ],
  project: ["app/**/*.{ts,tsx}", "db/**/*.ts", "docker/**/*.ts", "tests/**/*.ts", "vite-plugins/**/*.ts", "*.config.ts"],
  // System tools the tests run, not packages.
  ignoreBinaries: ["nginx", "kubectl", "mmdebstrap", "prometheus", "promtool", "prometheus-nginx-exporter", "mtail"],
  ignoreDependencies: [
    // Named as pino's transport target in development, loaded by pino itself.
    "pino-pretty",
    // Schemas loaded by a computed path (tests/support/k8s-schema.ts).
    "kubernetes-models",
    "@kubernetes-models/prometheus-operator",
  ],
  ignoreIssues: {
    // Linaria extracts the global styles from a css tag nothing reads; root.tsx imports the module for that.
    "app/styles/global.ts": ["exports"],
    // Kysely's migrator takes each migration module whole, as { up, down }.
    "db/migrations/0*.ts": ["exports"],
  },
  ignoreExportsUsedInFile: true,
} satisfies KnipConfig;
