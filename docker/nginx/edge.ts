import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { wholeNumber } from "../../app/server/config.server.ts";

const template = readFileSync(new URL("../../k8s/base/edge.conf.template", import.meta.url), "utf8");

/** `npm run start:edge`'s own settings (docker/nginx/start-edge.ts), with their types, ranges and defaults. */
export const localEdgeSettings = z.object({ EDGE_PORT: wholeNumber(1, 65535).default(8080), EDGE_HOST: z.string().default("127.0.0.1") });

export interface EdgeSettings {
  /** Where nginx listens, e.g. "127.0.0.1:8080". */
  listen: string;
  /** The app, host:port. */
  upstream: string;
  /** A writable folder for the cache, logs, pid and temporary files. */
  workDir: string;
  /** The address range whose X-Forwarded-For is believed; loopback unless told otherwise. */
  trustedProxyCidr?: string;
  /** The internal listener with stub_status; a socket in the working folder unless told otherwise. */
  statusListen?: string;
  /** Where the metrics log goes (e.g. mtail's syslog socket); nowhere unless told otherwise. */
  metricsLog?: string;
}

/** Where the internal stub_status listener is when not told: a Unix socket in the working folder. */
export function defaultStatusSocket(workDir: string): string {
  return join(workDir, "status.sock");
}

/** The edge config with its settings filled in, exactly as the nginx image's envsubst would. */
export function renderEdgeConfig({
  listen,
  upstream,
  workDir,
  trustedProxyCidr = "127.0.0.1/32",
  statusListen = `unix:${defaultStatusSocket(workDir)}`,
  metricsLog = "/dev/null",
}: EdgeSettings): string {
  const values: Record<string, string> = {
    EDGE_LISTEN: listen,
    EDGE_UPSTREAM: upstream,
    EDGE_CACHE_DIR: join(workDir, "cache"),
    EDGE_TRUSTED_PROXY_CIDR: trustedProxyCidr,
    EDGE_STATUS_LISTEN: statusListen,
    EDGE_METRICS_LOG: metricsLog,
  };
  return template.replace(/\$\{(EDGE_[A-Z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

const sharedMainConfig = readFileSync(new URL("../../k8s/base/edge-nginx.conf", import.meta.url), "utf8");

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`edge-nginx.conf no longer has exactly one "${from}"`);
  return text.replace(from, to);
}

/**
 * The edge's main config (k8s/base/edge-nginx.conf) for the Debian nginx run as an ordinary process:
 * in the foreground, its /tmp files in the working folder, its errors where asked, and this run's
 * http-level file in place of conf.d.
 */
function mainConfig(workDir: string, include: string, errorLog: string): string {
  let config = sharedMainConfig.replaceAll("/tmp/", `${join(workDir, "temp")}/`);
  config = replaceOnce(config, "error_log stderr warn;", `error_log ${errorLog} warn;`);
  config = replaceOnce(config, "include /etc/nginx/conf.d/*.conf;", `include ${include};`);
  return `daemon off;\n${config}`;
}

export interface RunningEdge {
  url: string;
  process: ChildProcess;
  /** What nginx has written to stdout (the access log) so far, line by line, when started with `captureOutput`. */
  output(): string[];
  /**
   * The access log line of the request with this X-Request-Id, parsed, once nginx has written it
   * (it writes its log in batches, at least every second); undefined if it never comes.
   */
  logLine(requestId: string): Promise<Record<string, unknown> | undefined>;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** Drops nginx's stdout (the access log) instead of passing it through. */
  quiet?: boolean;
  /** Keeps nginx's stdout (the access log) in a file of the working folder, for `output()`. */
  captureOutput?: boolean;
}

/**
 * Runs the real nginx (found on PATH) with `httpConfig` as its http-level configuration, from a
 * working folder of its own, and waits until `healthPath` answers on `listen`.
 */
export async function runNginx(
  { listen, workDir, httpConfig, healthPath }: { listen: string; workDir: string; httpConfig: string; healthPath: string },
  { quiet = false, captureOutput = false }: NginxOptions = {},
): Promise<RunningEdge> {
  mkdirSync(workDir, { recursive: true });
  chmodSync(workDir, 0o755);
  for (const folder of ["temp", "cache"]) {
    mkdirSync(join(workDir, folder), { recursive: true });
    // Started as root, nginx runs its workers as an unprivileged user that must write here.
    chmodSync(join(workDir, folder), 0o777);
  }
  const include = join(workDir, "site.conf");
  writeFileSync(include, httpConfig);
  // Quiet runs (tests, benchmarks) keep nginx's own complaints in the working folder, not the output.
  writeFileSync(join(workDir, "nginx.conf"), mainConfig(workDir, include, quiet ? join(workDir, "error.log") : "stderr"));

  // nginx reopens /dev/stdout, which works for a file or a terminal but not for a pipe.
  const outputFile = join(workDir, "stdout.log");
  const stdout = captureOutput ? openSync(outputFile, "a") : quiet ? "ignore" : "inherit";
  const child = spawn("nginx", ["-p", workDir, "-c", join(workDir, "nginx.conf")], { stdio: ["ignore", stdout, "inherit"] });
  if (typeof stdout === "number") closeSync(stdout);
  const output = () => (captureOutput ? readFileSync(outputFile, "utf8").split("\n").filter(Boolean) : []);
  const logLine = async (requestId: string) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const line = output()
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.requestId === requestId);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  };
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://${listen.includes(":") ? listen : `127.0.0.1:${listen}`}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}${healthPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) {
      return {
        url,
        process: child,
        output,
        logLine,
        async stop() {
          if (child.exitCode === null) child.kill("SIGQUIT");
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("nginx did not start");
}

/** Starts nginx with the edge config, and waits until it answers. */
export function startEdge(settings: EdgeSettings, options: NginxOptions = {}): Promise<RunningEdge> {
  return runNginx(
    { listen: settings.listen, workDir: settings.workDir, httpConfig: renderEdgeConfig(settings), healthPath: "/edge-healthz" },
    options,
  );
}
