import type { Server } from "node:net";
import { SettingProblem } from "./env-checks.server.ts";

/** The port a setting names is taken by another process. */
export class PortInUseError extends SettingProblem {
  constructor(variable: string, port: number, host: string, choices: string) {
    super(`${variable}=${port} is already in use on ${host}; ${choices}.`);
    this.name = "PortInUseError";
  }
}

export interface ListenSetting {
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
