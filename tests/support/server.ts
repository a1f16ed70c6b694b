import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../app/server/config.ts";
import { startServer, type RunningServer } from "../../app/server/start.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "./database.ts";

export const siteUrl = "https://www.ironbark.test";

/** A desktop browser's user agent: requests that should count as a visitor's must send one. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

export const crawlerUserAgent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The production build served in-process on a free port, as `npm start` would serve it. */
export function startTestServer(env: Record<string, string>): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SITE_URL: siteUrl,
    ...env,
  });
  return startServer(config);
}

/**
 * Gives a test file its own database and server for all its tests; read `.server` and `.database`
 * inside tests, once `beforeAll` has run.
 */
export function useServerWithOwnDatabase() {
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
