/**
 * `npm run stack -- COMMAND [ARGS]`: docker compose for the local stack (docker/compose.yaml) with
 * the images `npm run images` chose on this machine, under the project name `ironbark` unless
 * COMPOSE_PROJECT_NAME says otherwise. `up` waits until every service is healthy and runs in the
 * background; `down -v` removes containers, network and volume.
 *
 *   npm run stack -- up          serves the site through the edge on http://localhost:8080
 *   npm run stack -- logs -f app
 *   npm run stack -- down -v
 */
import { fileURLToPath } from "node:url";
import { composeCommand, requireChosenImages, run, runVisibly } from "./engine.ts";

const composeFile = fileURLToPath(new URL("./compose.yaml", import.meta.url));

/**
 * Compose for one project with the chosen images: resolves with compose's output, or passes it
 * through when `visible` (a person at a terminal).
 */
export async function compose(project: string, { env = {}, visible = false }: { env?: Record<string, string>; visible?: boolean } = {}) {
  const [command, ...prefix] = await composeCommand();
  const options = { env: { ...process.env, ...requireChosenImages(), ...env } };
  return (args: string[]) => {
    const fullArgs = [...prefix, "--project-name", project, "--file", composeFile, ...args];
    return visible ? runVisibly(command, fullArgs, options).then(() => "") : run(command, fullArgs, options);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [action = "up", ...rest] = process.argv.slice(2);
  const stack = await compose(process.env.COMPOSE_PROJECT_NAME || "ironbark", { visible: true });
  // v1 has no --wait: `up -d` returns once the dependency chain (healthy postgres, finished
  // migration, healthy app) let the edge start.
  const args = action === "up" && rest.length === 0 ? ["up", "--detach", "--no-build"] : [action, ...rest];
  try {
    await stack(args);
  } catch (error) {
    console.error(`stack: ${(error as Error).message}`);
    process.exit(1);
  }
  if (args[0] === "up" && args.includes("--detach")) {
    const port = process.env.EDGE_PUBLISHED_PORT || "8080";
    console.log(`stack: the site answers through the edge on http://localhost:${port}`);
  }
}
