import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // One file per server entry (see vite.config.ts): main.js, migrate.js, prerender.js.
  serverBuildFile: "[name].js",
} satisfies Config;
