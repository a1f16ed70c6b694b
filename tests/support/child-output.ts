import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";

interface WatchedProcess {
  child: ChildProcess;
  /** Everything the process has written so far, stdout and stderr together. */
  output(): string;
  /** Its exit code, once it exits. */
  exited: Promise<number | null>;
}

/** Starts `node` with `args`, keeping all it writes; stdio is piped for that. */
export function spawnWatched(args: string[], options: Omit<SpawnOptions, "stdio">): WatchedProcess {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}
