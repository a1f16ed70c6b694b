import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { streamDocument } from "../../app/entry.server.tsx";

/** A part of the page that fails after the shell is already on its way. */
function FailsLater({ failure }: { failure: Promise<string> }) {
  return <p>{use(failure)}</p>;
}

function page(failure: Promise<string>) {
  return (
    <html lang="en">
      <body>
        <h1>Shell</h1>
        <Suspense fallback={<p>Loading</p>}>
          <FailsLater failure={failure} />
        </Suspense>
      </body>
    </html>
  );
}

describe("an error while a page streams", () => {
  it("goes through the request's logger (request id and trace id bound), not the console, and the page is not kept", async () => {
    const log = { error: vi.fn() };
    const keep = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Promise<string>((_, reject) => setTimeout(() => reject(new Error("the late part broke")), 20));
    const response = await streamDocument(page(failure), {
      status: 200,
      headers: new Headers({ "Content-Type": "text/html" }),
      crawler: false,
      transform: () => new PassThrough(),
      log,
      request: new Request("https://www.ironbark.test/blog/a-post?x=1"),
      keep,
    });
    // The status was sent with the shell; the failure comes after it.
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Shell</h1>");
    expect(log.error).toHaveBeenCalledTimes(1);
    const [fields, message] = log.error.mock.calls[0] as [{ err: Error; path: string }, string];
    expect(message).toBe("error while streaming a page");
    expect(fields.err.message).toBe("the late part broke");
    expect(fields.path).toBe("/blog/a-post");
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(keep).not.toHaveBeenCalled();
  });

  it("before the shell, rejects for React Router's handleError instead", async () => {
    const log = { error: vi.fn() };
    function Broken(): never {
      throw new Error("the shell broke");
    }
    await expect(
      streamDocument(<Broken />, {
        status: 200,
        headers: new Headers(),
        crawler: false,
        transform: () => new PassThrough(),
        log,
        request: new Request("https://www.ironbark.test/"),
      }),
    ).rejects.toThrow("the shell broke");
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("a page that streams out complete", () => {
  const options = (keep: (document: Buffer) => void, request = new Request("https://www.ironbark.test/faq")) => ({
    status: 200,
    headers: new Headers({ "Content-Type": "text/html" }),
    crawler: false,
    transform: () => new PassThrough(),
    log: { error: vi.fn() },
    request,
    keep,
  });

  it("is kept as exactly the bytes that were sent, once they are all sent", async () => {
    const keep = vi.fn();
    const response = await streamDocument(page(Promise.resolve("The late part")), options(keep));
    const sent = Buffer.from(await response.arrayBuffer());
    expect(sent.toString()).toContain("The late part");
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith(sent);
  });

  it("is not kept when its request was aborted while it streamed", async () => {
    const keep = vi.fn();
    const aborted = new AbortController();
    let resolveLate = (_text: string) => {};
    const late = new Promise<string>((resolve) => {
      resolveLate = resolve;
    });
    const response = await streamDocument(
      page(late),
      options(keep, new Request("https://www.ironbark.test/faq", { signal: aborted.signal })),
    );
    aborted.abort();
    resolveLate("The late part");
    await response.arrayBuffer();
    expect(keep).not.toHaveBeenCalled();
  });
});
