import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import type { Logger } from "../../app/server/observability.server.ts";
import { createViewBatcher, viewIdLifetimeMs } from "../../app/server/view-counts.server.ts";
import { connectDatabase, type DatabaseHandle } from "../../db/connect.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { createIsolatedDatabase, type IsolatedDatabase } from "../support/database.ts";

let isolated: IsolatedDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  handle = await connectDatabase({ databaseUrl: isolated.databaseUrl, dataDir: isolated.dataDir ?? "memory://" });
  await migrateToLatest(handle.db);
});

afterAll(async () => {
  await handle?.close();
  await isolated?.drop();
});

afterEach(() => {
  vi.useRealTimers();
});

const idsSeen = async (seenBefore: number) =>
  Number(
    (
      await handle.db
        .selectFrom("view_ids")
        .select((eb) => eb.fn.countAll<number>().as("ids"))
        .where("seen_at", "<", seenBefore)
        .executeTakeFirstOrThrow()
    ).ids,
  );

it("forgets page-view ids within a minute of their lifetime's end, however many, and keeps the recent ones", async () => {
  const now = Date.now();
  const expired = now - viewIdLifetimeMs - 1000;
  const rows = (count: number, seenAt: number) => Array.from({ length: count }, () => ({ id: randomUUID(), slug: "a", seen_at: seenAt }));
  // More than one statement's worth of expired ids.
  for (let chunk = 0; chunk < 12; chunk++) await handle.db.insertInto("view_ids").values(rows(1000, expired)).execute();
  await handle.db.insertInto("view_ids").values(rows(100, now)).execute();

  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const batcher = createViewBatcher({ db: handle.db, windowMs: 5, logger: { warn: vi.fn() } as unknown as Logger });
  try {
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await idsSeen(now - viewIdLifetimeMs)).toBe(0), { timeout: 30_000, interval: 50 });
    expect(await idsSeen(now + 1)).toBe(100);
  } finally {
    await batcher.close();
  }
});
