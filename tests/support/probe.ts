import { get } from "node:http";

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
