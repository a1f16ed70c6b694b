import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type PgEndpoint, startPgEndpoint } from "../support/pg-endpoint.ts";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
let endpoint: PgEndpoint;

beforeAll(async () => {
  endpoint = await startPgEndpoint();
});

afterAll(async () => {
  await endpoint?.close();
});

it("builds, prunes and runs as the Dockerfile does: only build/ and production dependencies, as an unprivileged user", async () => {
  const { stdout } = await promisify(execFile)("bash", ["docker/check-image-steps.sh"], {
    cwd: projectRoot,
    env: { ...process.env, CHECK_DATABASE_URL: endpoint.url(endpoint.host, endpoint.port) },
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stdout).toContain("/readyz -> 200");
  expect(stdout).toContain("/blog/south-austin-playbook -> 200");
  expect(stdout).toContain("/no-such-page -> 404");
  expect(stdout.trim().split("\n").at(-1)).toBe("image steps: ok");
}, 600_000);
