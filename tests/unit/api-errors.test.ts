import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ApiErrorStatus, apiErrorBody } from "../../app/server/api.server.ts";

const edgeTemplate = readFileSync(new URL("../../k8s/base/edge.conf.template", import.meta.url), "utf8");
/** Every JSON body nginx answers with itself: `return 429 '{"error":…}';`. */
const edgeJsonAnswers = [...edgeTemplate.matchAll(/return (\d{3}) '(\{.*\})';/g)].map(([, status, body]) => ({
  status: Number(status),
  body: JSON.parse(body as string),
}));

describe("the API's one error shape", () => {
  it("is what the edge answers with when it refuses or cannot reach the app", () => {
    expect(edgeJsonAnswers.map(({ status }) => status).sort()).toEqual([405, 413, 429, 503]);
    for (const { status, body } of edgeJsonAnswers) {
      expect(body).toEqual(apiErrorBody(status as ApiErrorStatus, body.error.message));
    }
  });

  it("names each status with one code", () => {
    expect(apiErrorBody(503, "Try again shortly.")).toEqual({ error: { status: 503, code: "unavailable", message: "Try again shortly." } });
  });
});
