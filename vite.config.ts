import { reactRouter } from "@react-router/dev/vite";
import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vite";
import { postsPlugin } from "./app/content/pipeline/vite-plugin.ts";

export default defineConfig({
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 4 KB compressed) instead of a render-blocking request per module.
    cssCodeSplit: false,
  },
  environments: {
    // The server bundle's entry is our request-handler factory; it pulls in the React Router build.
    ssr: {
      build: { rolldownOptions: { input: "./app/server/app.ts" } },
      // Bundled with the app so the adapter and the routes share one copy of react-router in dev.
      resolve: { noExternal: ["@react-router/express"] },
    },
  },
  plugins: [
    postsPlugin(),
    wyw({
      include: ["app/**/*.{ts,tsx}"],
      exclude: ["app/server/**", "app/routes/api.*"],
    }),
    reactRouter(),
  ],
});
