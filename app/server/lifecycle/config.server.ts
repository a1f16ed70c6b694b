import { isPostgresUrl } from "../../../db/connect.ts";
import { type ExternalLinkName, type ExternalLinks, externalLinkDefaults } from "../../content/venue.ts";
import type { PublicConfig } from "../../lib/public-config.ts";
import { defaultPageCacheSeconds } from "../http/cache-policy.server.ts";
import { ConfigError, wholeNumber } from "./env-checks.server.ts";

export type NodeEnv = "development" | "production" | "test";
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface ServerConfig {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  /** Public origin used for canonical and Open Graph URLs, without a trailing slash. */
  siteUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  links: ExternalLinks;
  /** How long the edge cache keeps a page fresh (s-maxage). */
  pageCacheSeconds: number;
  /** Port of the Prometheus metrics server (0: any free port); undefined when METRICS_PORT=off. */
  metricsPort: number | undefined;
  /** The most PostgreSQL connections this process opens. */
  databasePoolMax: number;
  /** How long the first view of a batch waits for others before they are counted together. */
  viewBatchMs: number;
  /** After SIGTERM, how long the server keeps serving while it reports not ready, before it stops accepting. */
  shutdownGraceSeconds: number;
}

/** PORT's default; SITE_URL's is this server on localhost. */
const defaultPort = 3000;

/** The metrics port's default: the OpenTelemetry Prometheus exporter's (docs/decisions/0008-metrics.md). */
export const defaultMetricsPort = 9464;
/** The database pool's default size (DATABASE_POOL_MAX). */
export const defaultDatabasePoolMax = 10;
/**
 * SHUTDOWN_GRACE_SECONDS' default: time for whatever balances the app (a Kubernetes Service, a
 * balancer that reads /readyz) to stop sending it new connections (docs/decisions/0006).
 */
export const defaultShutdownGraceSeconds = 5;

/** The environment variable that overrides each outbound link's default. */
const linkVariables: Readonly<Record<ExternalLinkName, string>> = {
  booking: "BOOKING_URL",
  birthdayBooking: "BIRTHDAY_BOOKING_URL",
  partyBooking: "PARTY_BOOKING_URL",
  vrBooking: "VR_BOOKING_URL",
  restaurant: "RESTAURANT_URL",
  waiver: "WAIVER_URL",
  giftCards: "GIFT_CARD_URL",
};

const logLevels: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const nodeEnvs: readonly NodeEnv[] = ["development", "production", "test"];

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; every bad variable is named in one ConfigError. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const read = (name: string) => setting(env, name);

  const nodeEnv = oneOf("NODE_ENV", read("NODE_ENV") ?? "production", nodeEnvs, problems);
  const port = wholeNumber("PORT", read("PORT") ?? String(defaultPort), 0, 65535, problems);
  const { siteUrl, links } = publicConfigFrom(env, `http://localhost:${port || defaultPort}`, problems);
  const databaseUrl = read("DATABASE_URL");
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// connection string");
  }

  const config: ServerConfig = {
    nodeEnv,
    host: read("HOST") ?? "0.0.0.0",
    port,
    siteUrl,
    databaseUrl,
    dataDir: read("DATA_DIR") ?? "./.data",
    logLevel: oneOf("LOG_LEVEL", read("LOG_LEVEL") ?? "info", logLevels, problems),
    links,
    pageCacheSeconds: wholeNumber("PAGE_CACHE_SECONDS", read("PAGE_CACHE_SECONDS") ?? String(defaultPageCacheSeconds), 1, 86400, problems),
    metricsPort: metricsPort(read("METRICS_PORT") ?? String(defaultMetricsPort), port, problems),
    databasePoolMax: wholeNumber("DATABASE_POOL_MAX", read("DATABASE_POOL_MAX") ?? String(defaultDatabasePoolMax), 1, 100, problems),
    // Every view waits up to this long for its batch, well within its 1.5 s budget.
    viewBatchMs: wholeNumber("VIEW_BATCH_MS", read("VIEW_BATCH_MS") ?? "5", 0, 250, problems),
    shutdownGraceSeconds: wholeNumber(
      "SHUTDOWN_GRACE_SECONDS",
      read("SHUTDOWN_GRACE_SECONDS") ?? String(defaultShutdownGraceSeconds),
      0,
      60,
      problems,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** A variable's value, trimmed; undefined when it is unset or blank. */
function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The public origin and the outbound links: all that pages are rendered with from the environment. */
function publicConfigFrom(env: Env, defaultSiteUrl: string, problems: string[]): PublicConfig {
  const siteUrl = httpUrl("SITE_URL", setting(env, "SITE_URL") ?? defaultSiteUrl, problems, { originOnly: true });
  const links = Object.fromEntries(
    (Object.entries(linkVariables) as Array<[ExternalLinkName, string]>).map(([name, variable]) => [
      name,
      httpUrl(variable, setting(env, variable) ?? externalLinkDefaults[name].url, problems),
    ]),
  ) as ExternalLinks;
  return { siteUrl, links };
}

/** The public configuration by the variables that set it: SITE_URL, BOOKING_URL and the other links. */
export function publicConfigVariables({ siteUrl, links }: PublicConfig): Record<string, string> {
  return {
    SITE_URL: siteUrl,
    ...Object.fromEntries(
      (Object.entries(linkVariables) as Array<[ExternalLinkName, string]>).map(([name, variable]) => [variable, links[name]]),
    ),
  };
}

/**
 * What `npm run build` renders the page files with: SITE_URL and the outbound links, from the same
 * variables, checked the same way, with the defaults of a server on its default port. A server
 * started with other values renders its pages again before it is ready (app/server/lifecycle/production.server.ts).
 */
export function loadPublicConfig(env: Env = process.env): PublicConfig {
  const problems: string[] = [];
  const config = publicConfigFrom(env, `http://localhost:${defaultPort}`, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], problems: string[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(", ")} (got "${value}")`);
  return allowed[0] as T;
}

/** A port, `0` for any free one, or `off` for no metrics at all; never the public port. */
function metricsPort(value: string, publicPort: number, problems: string[]): number | undefined {
  if (value.toLowerCase() === "off") return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`METRICS_PORT must be a whole number from 0 to 65535, or off (got "${value}")`);
    return undefined;
  }
  if (port !== 0 && port === publicPort)
    problems.push(`METRICS_PORT must differ from PORT (both ${port}): metrics never share the public port`);
  return port;
}

function httpUrl(name: string, value: string, problems: string[], { originOnly = false } = {}): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push(`${name} must be an absolute http(s) URL (got "${value}")`);
    return value;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    problems.push(`${name} must use http or https (got "${value}")`);
  } else if (originOnly && (url.pathname !== "/" || url.search || url.hash)) {
    problems.push(`${name} must be an origin such as https://www.example.com, without a path (got "${value}")`);
  }
  return originOnly ? url.origin : url.href;
}
