import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const template = readFileSync(new URL("./edge.conf.template", import.meta.url), "utf8");

export interface EdgeSettings {
  /** Where nginx listens, e.g. "127.0.0.1:8080". */
  listen: string;
  /** The app, host:port. */
  upstream: string;
  /** A writable folder for the cache, logs, pid and temporary files. */
  workDir: string;
}

/** The edge config with its three settings filled in, exactly as the nginx image's envsubst would. */
export function renderEdgeConfig({ listen, upstream, workDir }: EdgeSettings): string {
  return template
    .replaceAll("${EDGE_LISTEN}", listen)
    .replaceAll("${EDGE_UPSTREAM}", upstream)
    .replaceAll("${EDGE_CACHE_DIR}", join(workDir, "cache"));
}

/** The minimal main config around it, for running the Debian nginx as an ordinary process. */
function mainConfig(workDir: string): string {
  const temp = (name: string) => join(workDir, "temp", name);
  return `daemon off;
worker_processes 1;
pid ${join(workDir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include ${join(workDir, "edge.conf")};
}
`;
}

export interface RunningEdge {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real nginx (found on PATH) with the edge config, and waits until it answers. */
export async function startEdge(settings: EdgeSettings, { quiet = false } = {}): Promise<RunningEdge> {
  chmodSync(settings.workDir, 0o755);
  for (const folder of ["temp", "cache"]) {
    mkdirSync(join(settings.workDir, folder), { recursive: true });
    // Started as root, nginx runs its workers as an unprivileged user that must write here.
    chmodSync(join(settings.workDir, folder), 0o777);
  }
  writeFileSync(join(settings.workDir, "edge.conf"), renderEdgeConfig(settings));
  writeFileSync(join(settings.workDir, "nginx.conf"), mainConfig(settings.workDir));

  const child = spawn("nginx", ["-p", settings.workDir, "-c", join(settings.workDir, "nginx.conf")], {
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://${settings.listen.includes(":") ? settings.listen : `127.0.0.1:${settings.listen}`}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (await fetch(`${url}/edge-healthz`).then((response) => response.ok, () => false)) {
      return {
        url,
        process: child,
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
