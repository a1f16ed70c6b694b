import { loadConfig } from "./config.server.ts";
import { startOrExit } from "./env-checks.server.ts";
import { startProductionServer } from "./production.server.ts";
import { stopOnSignals } from "./start.server.ts";

/** `npm start`: the production process (`build/server/main.js`). */
stopOnSignals(await startOrExit(() => startProductionServer(loadConfig())));
