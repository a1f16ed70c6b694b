import pino, { type DestinationStream, type Logger } from "pino";
import type { ServerConfig } from "../lifecycle/config.server.ts";

export type { Logger };

/** The server's logger: JSON lines on stdout, or on `destination` when given (the tests read them). */
export function createLogger(config: Pick<ServerConfig, "logLevel" | "nodeEnv">, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: "ironbark-site" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Errors log their kind, message, code and stack only: a driver error can carry the whole
    // connection (and with it credentials) as properties.
    serializers: { err: serializeError },
    redact: {
      paths: ["databaseUrl", "*.databaseUrl", "req.headers.cookie", "req.headers.authorization"],
      censor: "[redacted]",
    },
    transport: config.nodeEnv === "development" && !destination ? { target: "pino-pretty", options: { colorize: true } } : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}

export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return { type: error.name, message: error.message, ...(code === undefined ? {} : { code }), stack: error.stack };
}

/** The level of a request's one log line when it failed, set where the failure is understood. */
export type FailureLevel = "warn" | "error";

/**
 * Puts a request's failure on the request's own log line (written once its response ends) at
 * `level`, with the error, instead of on a line of its own beside it: one line per outcome, at the
 * level an operator's alerts read.
 */
export function logFailureOnRequestLine(res: { locals: Record<string, unknown> }, error: unknown, level: FailureLevel): void {
  (res as { err?: unknown }).err = error;
  res.locals.failureLevel = level;
}
