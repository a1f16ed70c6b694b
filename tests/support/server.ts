import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../app/server/config.server.ts";
import type { RunningServer, startProductionServer } from "../../app/server/lifecycle.server.ts";
import { createLogger } from "../../app/server/observability.server.ts";
import { type EdgeSettings, type NginxOptions, type RunningEdge, startEdge } from "../../docker/nginx/edge.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "./database.ts";
import { freePort } from "./ports.ts";

export const siteUrl = "https://www.ironbark.test";

/** A desktop browser's user agent: requests that should count as a visitor's must send one. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

export const crawlerUserAgent = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A visitor's view POST to the site at `base`, as an article's script sends it: with a page-view id of its own unless `init` says otherwise. */
export const postView = (base: string, slug: string, init: RequestInit = {}) =>
  fetch(`${base}/api/blog/${slug}/view`, {
    method: "POST",
    body: JSON.stringify({ id: randomUUID() }),
    ...init,
    headers: { "Content-Type": "application/json", "User-Agent": browserUserAgent, ...init.headers },
  });

/** A post's stored count, as the API reads it. */
export const storedViews = async (base: string, slug: string) =>
  ((await (await fetch(`${base}/api/blog/${slug}`)).json()) as { views: number }).views;

const serverBuild = new URL("../../build/server/main.js", import.meta.url).href;

export type LogLine = Record<string, any>;

/**
 * The compiled server (`npm run build`) started in-process on a free port, as `npm start` starts it.
 * With `logLines`, every line it logs (at debug and above) is parsed into that list.
 */
export async function startTestServer(env: Record<string, string>, { logLines }: { logLines?: LogLine[] } = {}): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SITE_URL: siteUrl,
    // Each test server reads its metrics on a free port of its own.
    METRICS_PORT: "0",
    ...env,
  });
  const build = (await import(/* @vite-ignore */ serverBuild)) as { startProductionServer: typeof startProductionServer };
  if (!logLines) return build.startProductionServer(config);
  const logger = createLogger({ ...config, logLevel: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  return build.startProductionServer(config, logger);
}

/**
 * Gives a test file its own database and server for all its tests; read `.server` and `.database`
 * inside tests, once `beforeAll` has run.
 */
export function serverWithOwnDatabase(env: Record<string, string> = {}, options: { logLines?: LogLine[] } = {}) {
  const context = {} as { server: RunningServer; database: IsolatedDatabase };
  beforeAll(async () => {
    context.database = await createIsolatedDatabase();
    context.server = await startTestServer({ ...context.database.env, ...env }, options);
  });
  afterAll(async () => {
    await context.server?.close();
    await context.database?.drop();
  });
  return context;
}

/** The edge (docker/nginx/edge.ts) in front of `upstream` (host:port) on a free port, in a folder of its own that `stop` removes. */
export async function startOwnEdge(
  upstream: string,
  options: NginxOptions = {},
  settings: Pick<EdgeSettings, "metricsLog"> = {},
): Promise<RunningEdge & { workDir: string }> {
  const workDir = await mkdtemp(join(tmpdir(), "ironbark-edge-"));
  const edge = await startEdge({ listen: `127.0.0.1:${await freePort()}`, upstream, workDir, ...settings }, { quiet: true, ...options });
  const stop = async () => {
    await edge.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  return { ...edge, workDir, stop };
}

/**
 * The edge in front of the app at `upstream()`, for all of a file's tests: read `.edge` once
 * `beforeAll` has run. It stops first: vitest runs `afterAll` hooks last-registered first.
 */
function edgeInFront<T extends object>(context: T, upstream: () => string, options: NginxOptions = {}): T & { edge: RunningEdge } {
  const withEdge = context as T & { edge: RunningEdge };
  beforeAll(async () => {
    withEdge.edge = await startOwnEdge(upstream(), options);
  });
  afterAll(() => withEdge.edge?.stop());
  return withEdge;
}

export function serverBehindEdge() {
  const context = serverWithOwnDatabase();
  return edgeInFront(context, () => new URL(context.server.url).host);
}

/** The edge in front of a stand-in app, where only the edge is under test. */
export function standInBehindEdge(handler: RequestListener, options: NginxOptions = {}) {
  const upstream = createServer(handler);
  beforeAll(() => new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));
  return edgeInFront({}, () => `127.0.0.1:${(upstream.address() as AddressInfo).port}`, options);
}

/**
 * An app (with its own database) behind its own edge, its pages fresh there for one second so that
 * staleness can be observed, and every request the app received, across restarts, as the edge sent it.
 */
export interface Tier {
  app: RunningServer | undefined;
  edge: RunningEdge & { workDir: string };
  requests: { url: string; headers: IncomingHttpHeaders }[];
  startApp(): Promise<void>;
  stopApp(): Promise<void>;
  close(): Promise<void>;
}

export async function startTier(settings: Pick<EdgeSettings, "metricsLog"> = {}): Promise<Tier> {
  const database: IsolatedDatabase = await createIsolatedDatabase();
  const appPort = await freePort();
  // The edge answers its own health check before the app is up.
  const edge = await startOwnEdge(`127.0.0.1:${appPort}`, { captureOutput: true }, settings);
  const tier: Tier = {
    app: undefined,
    edge,
    requests: [],
    async startApp() {
      const app = await startTestServer({ ...database.env, PORT: String(appPort), PAGE_CACHE_SECONDS: "1" });
      app.server.on("request", (req: { url?: string; headers: IncomingHttpHeaders }) => {
        tier.requests.push({ url: req.url ?? "", headers: req.headers });
      });
      tier.app = app;
    },
    async stopApp() {
      await tier.app?.close();
      tier.app = undefined;
    },
    async close() {
      await edge.stop();
      await tier.stopApp();
      await database.drop();
    },
  };
  await tier.startApp();
  return tier;
}
