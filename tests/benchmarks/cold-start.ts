import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnProductionServer } from "../support/production-server.ts";
import { residentMegabytes } from "./process-memory.ts";

export interface ColdStart {
  mode: string;
  readyMs: number;
  idleRssMb: number;
}

/**
 * Starts the production build as `npm start` does and times it from spawn to the first 200 from
 * /readyz (polled every 5 ms), then reads its RSS after `idleMs` with no traffic.
 */
export async function measureColdStart(mode: string, env: Record<string, string>, idleMs = 3000): Promise<ColdStart> {
  const dataDir = mkdtempSync(join(tmpdir(), "ironbark-cold-start-"));
  const startedAt = performance.now();
  const { url, child } = await spawnProductionServer({ DATA_DIR: dataDir, ...env });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${mode}: the server exited with ${child.exitCode}`);
      const ready = await fetch(`${url}/readyz`).then(
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
