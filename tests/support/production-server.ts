import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.ts";
import { answersOkSoon } from "./probe.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The V8 heap flags `npm start` passes (package.json `config.heap`), so tests run what it runs. */
export const heapFlags: string[] = JSON.parse(readFileSync(`${projectRoot}package.json`, "utf8")).config.heap.split(" ");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/** Spawns the production build as `npm start` would, on loopback, with an in-memory embedded database. */
export async function spawnProductionServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...heapFlags, "build/server/main.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: "warn",
      DATA_DIR: "memory://",
      METRICS_PORT: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { url, child, stop: () => child.kill("SIGTERM") };
}

/** `spawnProductionServer`, once it answers its liveness probe. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnProductionServer(env);
  if (await answersOkSoon(`${server.url}/healthz`)) return server;
  server.child.kill("SIGKILL");
  throw new Error("the production server did not start");
}
