import type { TestProject } from "vitest/node";
import { chosenImages, docker, localImage, registryGives } from "../../docker/engine.ts";
import type { TestDatabaseChoice } from "./database.ts";

/** The project that runs the database-facing files again on the embedded database. */
export const embeddedProjectName = "integration-embedded";

const ownerLabel = "org.ironbark.tests.owner-pid";

/**
 * Chooses the integration tests' database and prints it: the embedded SQLite for the embedded
 * project; otherwise TEST_DATABASE_URL when set, else a PostgreSQL container through Testcontainers,
 * which `npm test` guarantees an engine for. Its image is TEST_POSTGRES_IMAGE, else the one
 * `npm run images` chose on this machine, else the official image.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let choice: TestDatabaseChoice;

  if (project.name === embeddedProjectName) {
    choice = { kind: "embedded", source: `the ${embeddedProjectName} project` };
  } else if (process.env.TEST_DATABASE_URL) {
    choice = { kind: "postgres", source: "TEST_DATABASE_URL", adminUrl: process.env.TEST_DATABASE_URL };
  } else {
    const image = process.env.TEST_POSTGRES_IMAGE || chosenImages()?.POSTGRES_IMAGE || "postgres:17-alpine";
    const reaper = await prepareReaper();
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer(image).withLabels({ [ownerLabel]: String(process.pid) }).start();
    choice = { kind: "postgres", source: `Testcontainers (${image}; ${reaper})`, adminUrl: container.getConnectionUri() };
    stop = async () => {
      await container.stop();
    };
  }

  console.log(`\n[${project.name}] database: ${choice.kind === "postgres" ? "PostgreSQL" : "embedded SQLite"} via ${choice.source}\n`);
  project.provide("testDatabase", choice);
  return stop;
}

/**
 * Ryuk removes a run's containers even when the run is killed. Where its image cannot be had it is
 * disabled, and this suite removes what its own earlier, killed runs left behind instead.
 */
async function prepareReaper(): Promise<string> {
  const ryuk = process.env.RYUK_CONTAINER_IMAGE || "testcontainers/ryuk:0.14.0";
  if ((await localImage(ryuk)).present || (await registryGives(ryuk))) return "Ryuk cleans up";

  process.env.TESTCONTAINERS_RYUK_DISABLED = "true";
  const leftovers = (await docker("ps", "--all", "--filter", `label=${ownerLabel}`, "--format", `{{.ID}} {{.Label "${ownerLabel}"}}`))
    .split("\n")
    .map((line) => line.match(/^(\w+) (\d+)$/))
    .filter((match) => match !== null && !processAlive(Number(match[2])))
    .map((match) => match?.[1] as string);
  if (leftovers.length > 0) await docker("rm", "--force", "--volumes", ...leftovers);
  return `Ryuk's image unavailable, so this suite removes its containers itself${leftovers.length ? `; removed ${leftovers.length} left by killed runs` : ""}`;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
