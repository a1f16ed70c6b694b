import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../app/server/config.server.ts";
import type { startProductionServer } from "../../app/server/production.server.ts";
import type { RunningServer } from "../../app/server/start.server.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "./database.ts";

export const siteUrl = "https://www.ironbark.test";

/** A desktop browser's user agent: requests that should count as a visitor's must send one. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

export const crawlerUserAgent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const serverBuild = new URL("../../build/server/index.js", import.meta.url).href;

/** The compiled server (`npm run build`) started in-process on a free port, as `npm start` starts it. */
export async function startTestServer(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SITE_URL: siteUrl,
    ...env,
  });
  const build = (await import(/* @vite-ignore */ serverBuild)) as { startProductionServer: typeof startProductionServer };
  return build.startProductionServer(config);
}

/**
 * Gives a test file its own database and server for all its tests; read `.server` and `.database`
 * inside tests, once `beforeAll` has run.
 */
export function serverWithOwnDatabase() {
  const context = {} as { server: RunningServer; database: IsolatedDatabase };
  beforeAll(async () => {
    context.database = await createIsolatedDatabase();
    context.server = await startTestServer(context.database.env);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.drop();
  });
  return context;
}
