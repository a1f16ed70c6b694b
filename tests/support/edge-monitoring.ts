import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface MonitoringProcess {
  /** Where Prometheus reads it, host:port. */
  target: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
}

/** Polls a metrics URL until it answers 200 (a process just started), for at most 10 s. */
export async function waitForMetrics(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The edge pod's counter sidecar as Kubernetes runs it (`node build/server/edge-metrics.js`), on a
 * syslog port the system picks; `metricsLog` is what nginx's EDGE_METRICS_LOG should say.
 */
export async function startEdgeMetricsSidecar(): Promise<MonitoringProcess & { metricsLog: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/edge-metrics.js"], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, HOST: "127.0.0.1", EDGE_METRICS_PORT: String(port), EDGE_METRICS_SYSLOG_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = await new Promise<{ syslogPort: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once("line", (line) => resolve(JSON.parse(line)));
    child.once("exit", (code) => reject(new Error(`edge-metrics exited with ${code}`)));
  });
  await waitForMetrics(`http://127.0.0.1:${port}/metrics`, child);
  return {
    target: `127.0.0.1:${port}`,
    metricsLog: `syslog:server=127.0.0.1:${ready.syslogPort},nohostname,tag=edge`,
    child,
    stop: stopper(child),
  };
}

/** Debian's prometheus-nginx-exporter reading an edge's stub_status on its internal Unix socket. */
export async function startNginxExporter(statusSocket: string): Promise<MonitoringProcess> {
  const port = await freePort();
  const child = spawn(
    "prometheus-nginx-exporter",
    [`--nginx.scrape-uri=unix:${statusSocket}:/stub_status`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  await waitForMetrics(`http://127.0.0.1:${port}/metrics`, child);
  return { target: `127.0.0.1:${port}`, child, stop: stopper(child) };
}

/** The value of one series in a Prometheus text exposition, or undefined when it is not there. */
export function sampleValue(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((item) => item.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
