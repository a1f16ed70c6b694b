import { get } from "node:http";
import { setTimeout } from "node:timers/promises";

/**
 * Whether the URL answers 200, on a connection closed right after, as an orchestrator's probe does:
 * fetch would keep it idle in its pool, and a draining server waits for idle connections to go.
 */
export function answersOk(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on("error", () => resolve(false));
  });
}

/** Whether the URL answers 200 within 20 s, asked every 100 ms: a process just spawned is still starting. */
export async function answersOkSoon(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await answersOk(url)) return true;
    await setTimeout(100);
  }
  return false;
}
