import type { TestProject } from "vitest/node";
import type { TestDatabaseChoice } from "./database.ts";

/**
 * Chooses the integration tests' database, in this order: TEST_DATABASE_URL, a PostgreSQL container
 * when a container runtime answers, then the embedded database (SQLite). Prints which one ran.
 */
export default async function setup(project: TestProject) {
  let stop = async () => {};
  let choice: TestDatabaseChoice;

  if (process.env.TEST_DATABASE_URL) {
    choice = { kind: "postgres", source: "TEST_DATABASE_URL", adminUrl: process.env.TEST_DATABASE_URL };
  } else if (await containerRuntimeAnswers()) {
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer("postgres:17-alpine").start();
    choice = { kind: "postgres", source: "Testcontainers", adminUrl: container.getConnectionUri() };
    stop = async () => {
      await container.stop();
    };
  } else {
    choice = { kind: "embedded", source: "no TEST_DATABASE_URL and no container runtime" };
  }

  console.log(`\n[integration] database: ${choice.kind === "postgres" ? "PostgreSQL" : "embedded SQLite"} via ${choice.source}\n`);
  project.provide("testDatabase", choice);
  return stop;
}

async function containerRuntimeAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5000).unref());
    await Promise.race([getContainerRuntimeClient(), timeout]);
    return true;
  } catch {
    return false;
  }
}
