import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../support/ports.ts";
import { heapFlags } from "../support/production-server.ts";
import { residentMegabytes } from "./process-memory.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface ColdStart {
  mode: string;
  readyMs: number;
  idleRssMb: number;
}

/**
 * Starts `build/server/main.js` as `npm start` does and times it from spawn to the first 200 from
 * /readyz (polled every 5 ms), then reads its RSS after `idleMs` with no traffic.
 */
export async function measureColdStart(mode: string, env: Record<string, string>, idleMs = 3000): Promise<ColdStart> {
  const dataDir = mkdtempSync(join(tmpdir(), "ironbark-cold-start-"));
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...heapFlags, "build/server/main.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: "0",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: the server exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const readyMs = Math.round(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return { mode, readyMs, idleRssMb: residentMegabytes(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
