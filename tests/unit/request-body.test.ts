import { describe, expect, it } from "vitest";
import { maxJsonBodyBytes, rejectBadJsonBody } from "../../app/server/api/request-body.server.ts";

function post(body?: string, contentType: string | null = "application/json") {
  const headers = new Headers();
  if (contentType) headers.set("content-type", contentType);
  return new Request("http://localhost/api/blog/x/view", { method: "POST", headers, body });
}

async function statusOf(request: Request) {
  return (await rejectBadJsonBody(request))?.status ?? "accepted";
}

describe("view request bodies", () => {
  it("accepts the spec's request: JSON content type and no body", async () => {
    expect(await statusOf(post())).toBe("accepted");
    expect(await statusOf(post("{}"))).toBe("accepted");
    expect(await statusOf(post(undefined, null))).toBe("accepted");
  });

  it("rejects malformed JSON with 400", async () => {
    expect(await statusOf(post("{not json"))).toBe(400);
  });

  it("rejects bodies over the limit with 413, even without a length header", async () => {
    expect(await statusOf(post("1".repeat(maxJsonBodyBytes + 1)))).toBe(413);
  });

  it("rejects other content types with 415", async () => {
    expect(await statusOf(post("a=1", "application/x-www-form-urlencoded"))).toBe(415);
  });

  it("answers errors in the API's one error shape", async () => {
    const response = await rejectBadJsonBody(post("{"));
    expect(await response?.json()).toEqual({
      error: { status: 400, code: "invalid_json", message: expect.any(String) },
    });
  });
});
