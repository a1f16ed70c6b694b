import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { vi } from "vitest";
import { parse } from "yaml";
import { freePort } from "./ports.ts";
import { answersOk } from "./probe.ts";

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

/** A process just started, once it answers on its metrics URL. */
const waitForMetrics = (url: string) => vi.waitUntil(() => answersOk(url), { timeout: 10_000, interval: 50 });

/** A container of the edge Deployment (k8s/base/edge-deployment.yaml), by name. */
export function edgeContainer(name: string) {
  const deployment = parse(readFileSync(join(projectRoot, "k8s/base/edge-deployment.yaml"), "utf8"));
  return deployment.spec.template.spec.containers.find((candidate: { name: string }) => candidate.name === name);
}

/** The edge Deployment's mtail flags, by name. */
export function mtailFlags(): Map<string, string> {
  return new Map(
    (edgeContainer("edge-metrics").args as string[]).map((arg) => {
      const [name, value = ""] = arg.replace(/^-+/, "").split("=");
      return [name as string, value];
    }),
  );
}

/**
 * Debian's mtail as the edge pod runs it: the same program and flags, on loopback ports the tests
 * pick; `metricsLog` is what nginx's EDGE_METRICS_LOG should say.
 */
export async function startMtail(): Promise<MonitoringProcess & { metricsLog: string }> {
  const [port, syslogPort] = [await freePort(), await freePort()];
  const flags = mtailFlags();
  flags.set("progs", join(projectRoot, "k8s/base/edge-metrics.mtail"));
  flags.set("logs", `udp://127.0.0.1:${syslogPort}`);
  flags.set("address", "127.0.0.1");
  flags.set("port", String(port));
  const args = [...flags].map(([name, value]) => (value ? `-${name}=${value}` : `-${name}`));
  const child = spawn("mtail", args, { stdio: ["ignore", "ignore", "ignore"] });
  await waitForMetrics(`http://127.0.0.1:${port}/metrics`);
  return {
    target: `127.0.0.1:${port}`,
    metricsLog: `syslog:server=127.0.0.1:${syslogPort},nohostname,tag=edge`,
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
  await waitForMetrics(`http://127.0.0.1:${port}/metrics`);
  return { target: `127.0.0.1:${port}`, child, stop: stopper(child) };
}

/** The value of one series in a Prometheus text exposition, or undefined when it is not there. */
export function sampleValue(exposition: string, series: string): number | undefined {
  const line = exposition.split("\n").find((item) => item.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
