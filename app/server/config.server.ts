import type { Server } from "node:net";
import { z } from "zod";
import { isPostgresUrl } from "../../db/connect.ts";
import { type ExternalLinkName, type ExternalLinks, externalLinkDefaults } from "../content/venue.ts";
import type { PublicConfig } from "../lib/public-config.ts";

/**
 * The server's configuration. Settings are read from the environment the same way for every process
 * this build starts (the site and the local edge): a zod schema per process, each bad variable a
 * named problem, all of them reported together; a port a setting names and cannot have is one more.
 */

/** Something a setting asks for that cannot be had: its message names the variable and how to fix it. */
export class SettingProblem extends Error {}

export class ConfigError extends SettingProblem {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** A whole number from `min` to `max`, read from its text. */
export function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment with `schema`: a blank variable counts as unset, and every problem is named
 * as "VARIABLE must be ... (got "value")" in one ConfigError.
 */
export function readSettings<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const set = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : []))) as Record<
    string,
    string
  >;
  const parsed = schema.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    const value = set[name];
    return name ? `${name} ${issue.message}${value === undefined ? "" : ` (got "${value}")`}` : issue.message;
  });
  throw new ConfigError([...new Set(problems)]);
}

/**
 * For command-line entry points: what `start` gives, or, when a setting cannot be met (a bad value,
 * a port already taken), its message on stderr and exit code 1, with no stack trace.
 */
export async function startOrExit<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof SettingProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The port a setting names is taken by another process. */
export class PortInUseError extends SettingProblem {
  constructor(variable: string, port: number, host: string, choices: string) {
    super(`${variable}=${port} is already in use on ${host}; ${choices}.`);
    this.name = "PortInUseError";
  }
}

interface ListenSetting {
  port: number;
  host: string;
  /** The environment variable that chose the port, named if it is taken. */
  variable: string;
  /** How to choose another, when taken; by default any free port, with 0. */
  choices?: string;
}

/** What to say when `variable`'s port is taken and 0 would pick any free one. */
export function anyFreePort(variable: string): string {
  return `set ${variable} to another port (${variable}=0 picks any free port)`;
}

/** Listens on the setting's port and host; a port already taken is a PortInUseError that names the setting. */
export function listen(server: Server, { port, host, variable, choices = anyFreePort(variable) }: ListenSetting): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(variable, port, host, choices) : error);
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

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
/** How long the process may take to drain and exit once it stops accepting; the pod grace period allows for it and the grace before it. */
export const shutdownDeadlineMs = 10_000;
/**
 * How long the edge keeps an idle connection to the app open (keepalive_timeout in the upstream of
 * k8s/base/edge.conf.template; a test holds the two equal). Draining never closes a connection the
 * edge may still send on: only one idle for longer than this.
 */
export const edgeIdleConnectionMs = 4000;
/** How long the edge keeps a page fresh unless PAGE_CACHE_SECONDS says otherwise. */
export const defaultPageCacheSeconds = 300;

/** The environment variable that overrides each outbound link's default. */
const linkVariables: Readonly<Record<ExternalLinkName, string>> = {
  booking: "BOOKING_URL",
  birthdayBooking: "BIRTHDAY_BOOKING_URL",
  partyBooking: "PARTY_BOOKING_URL",
  vrBooking: "VR_BOOKING_URL",
  restaurant: "RESTAURANT_URL",
  waiver: "WAIVER_URL",
  giftCards: "GIFT_CARD_URL",
  map: "MAP_EMBED_URL",
};
const linkEntries = Object.entries(linkVariables) as Array<[ExternalLinkName, string]>;

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const satisfies readonly LogLevel[];
const nodeEnvs = ["development", "production", "test"] as const satisfies readonly NodeEnv[];

/** An absolute http(s) URL, as the URL parser spells it. */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL", abort: true });

/** SITE_URL: an origin such as https://www.example.com, without a trailing slash. */
const origin = httpUrl
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash;
  }, "must be an origin such as https://www.example.com, without a path")
  .transform((value) => new URL(value).origin);

/** The outbound links, each its default unless its variable says otherwise. */
const linkSettings: Record<string, z.ZodType<string, string | undefined>> = Object.fromEntries(
  linkEntries.map(([name, variable]) => [
    variable,
    httpUrl.default(externalLinkDefaults[name].url).transform((value) => new URL(value).href),
  ]),
);

const oneOf = <T extends string>(values: readonly [T, ...T[]]) => z.enum(values, { error: `must be one of ${values.join(", ")}` });

const metricsOff = z
  .string()
  .regex(/^off$/i)
  .transform(() => null);

/** The public origin and the outbound links: all that pages are rendered with from the environment. */
const publicSettings = z.object({ SITE_URL: origin.optional(), ...linkSettings });

/** Every setting of the server, with its type, range and default: the README's configuration table says the same (a unit test holds them equal). */
export const serverSettings = publicSettings.extend({
  NODE_ENV: oneOf(nodeEnvs).default("production"),
  PORT: wholeNumber(0, 65535).default(defaultPort),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().refine(isPostgresUrl, "must be a postgres:// or postgresql:// connection string").optional(),
  DATA_DIR: z.string().default("./.data"),
  LOG_LEVEL: oneOf(logLevels).default("info"),
  PAGE_CACHE_SECONDS: wholeNumber(1, 86400).default(defaultPageCacheSeconds),
  // A port, `0` for any free one, or `off` for no metrics at all.
  METRICS_PORT: z
    .union([metricsOff, wholeNumber(0, 65535)], { error: "must be a whole number from 0 to 65535, or off" })
    .default(defaultMetricsPort),
  DATABASE_POOL_MAX: wholeNumber(1, 100).default(defaultDatabasePoolMax),
  // Every view waits up to this long for its batch, well within its 1.5 s budget.
  VIEW_BATCH_MS: wholeNumber(0, 250).default(5),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(0, 60).default(defaultShutdownGraceSeconds),
});

type PublicSettings = z.output<typeof publicSettings>;

function publicConfigOf(settings: PublicSettings, defaultSiteUrl: string): PublicConfig {
  const links = Object.fromEntries(linkEntries.map(([name, variable]) => [name, (settings as Record<string, string>)[variable]]));
  return { siteUrl: settings.SITE_URL ?? defaultSiteUrl, links: links as ExternalLinks };
}

/** Reads and validates the environment; every bad variable is named in one ConfigError. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const settings = readSettings(
    serverSettings.refine((values) => values.METRICS_PORT === null || values.METRICS_PORT === 0 || values.METRICS_PORT !== values.PORT, {
      path: ["METRICS_PORT"],
      message: "must differ from PORT: metrics never share the public port",
    }),
    env,
  );
  const { siteUrl, links } = publicConfigOf(settings, `http://localhost:${settings.PORT || defaultPort}`);
  return {
    nodeEnv: settings.NODE_ENV,
    host: settings.HOST,
    port: settings.PORT,
    siteUrl,
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.DATA_DIR,
    logLevel: settings.LOG_LEVEL,
    links,
    pageCacheSeconds: settings.PAGE_CACHE_SECONDS,
    metricsPort: settings.METRICS_PORT ?? undefined,
    databasePoolMax: settings.DATABASE_POOL_MAX,
    viewBatchMs: settings.VIEW_BATCH_MS,
    shutdownGraceSeconds: settings.SHUTDOWN_GRACE_SECONDS,
  };
}

/** The public configuration by the variables that set it: SITE_URL, BOOKING_URL and the other links. */
export function publicConfigVariables({ siteUrl, links }: PublicConfig): Record<string, string> {
  return {
    SITE_URL: siteUrl,
    ...Object.fromEntries(linkEntries.map(([name, variable]) => [variable, links[name]])),
  };
}

/**
 * What `npm run build` renders the page files with: SITE_URL and the outbound links, from the same
 * variables, checked the same way, with the defaults of a server on its default port. A server
 * started with other values renders its pages again before it is ready (pageFilesFor in app/server/pages.server.ts).
 */
export function loadPublicConfig(env: Env = process.env): PublicConfig {
  return publicConfigOf(readSettings(publicSettings, env), `http://localhost:${defaultPort}`);
}
