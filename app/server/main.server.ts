import { loadConfigOrExit } from "./config.server.ts";
import { startProductionServer } from "./production.server.ts";
import { stopOnSignals } from "./start.server.ts";

/** `npm start`: the production process (`build/server/main.js`). */
stopOnSignals(await startProductionServer(loadConfigOrExit()));
