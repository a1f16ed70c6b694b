import { loadConfigOrExit } from "./config.ts";
import { startServer } from "./start.ts";

const shutdownDeadlineMs = 10_000;

const running = await startServer(loadConfigOrExit());

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  running.logger.info({ signal }, "shutting down: draining connections");
  // Whatever happens, leave before the orchestrator's kill deadline.
  setTimeout(() => process.exit(0), shutdownDeadlineMs).unref();
  try {
    await running.close(shutdownDeadlineMs - 2000);
    running.logger.info("shutdown complete");
  } catch (error) {
    running.logger.error({ err: error }, "error during shutdown");
  }
  process.exit(0);
}

process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
