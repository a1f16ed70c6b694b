import { reactRouter } from "@react-router/dev/vite";
import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vite";
import { contentPlugin } from "./vite-plugins/content/vite-plugin.ts";
import { enhancementScriptsPlugin } from "./vite-plugins/enhancement-scripts.ts";

export default defineConfig({
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (about 4 KB compressed) instead of a render-blocking request per module.
    cssCodeSplit: false,
  },
  environments: {
    // The server build is the whole Node process: `main` (the HTTP server with the React Router
    // build: `npm start` runs it, the integration tests import it), `migrate` and `prerender` (the
    // build's last step: the page files).
    ssr: {
      build: {
        rolldownOptions: {
          input: {
            main: "./app/server/lifecycle.server.ts",
            migrate: "./db/migrate.ts",
            prerender: "./app/server/prerender.server.ts",
          },
          // Shared code sits beside the entries, so every server module finds build/client at ../client.
          output: { chunkFileNames: "[name]-[hash].js" },
        },
      },
      // Bundled with the app: the adapter, so the adapter and the routes share one copy of
      // react-router in dev; zod and kysely, whose many ESM files cost about 150 ms of start-up
      // when Node resolves them one by one from node_modules (decision 0014).
      resolve: { noExternal: ["@react-router/express", "zod", "kysely"] },
    },
  },
  plugins: [
    contentPlugin(),
    enhancementScriptsPlugin({ clientOutDir: "build/client" }),
    wyw({
      include: ["app/**/*.{ts,tsx}"],
      // Stylis' vendor prefixer writes old WebKit spellings that no browser we serve needs, and
      // invents properties (scroll-snap-snap-align, scroll-snap-padding-top): the CSS is written as
      // browsers read it today.
      prefixer: false,
      exclude: ["app/server/**", "app/**/*.server.ts"],
    }),
    reactRouter(),
  ],
});
