import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): void;
}

/** Runs the production build as `npm start` would, on loopback, with an in-memory embedded database. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: url,
      LOG_LEVEL: "warn",
      DATA_DIR: "memory://",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { url, child, stop: () => child.kill("SIGTERM") };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the production server did not start");
}
