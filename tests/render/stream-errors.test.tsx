import { PassThrough } from "node:stream";
import { type ReactElement, Suspense, use } from "react";
import { describe, expect, it, vi } from "vitest";
import { streamDocument } from "../../app/entry.server.tsx";

/** A part of the page that fails after the shell is already on its way. */
function FailsLater({ failure }: { failure: Promise<string> }) {
  return <p>{use(failure)}</p>;
}

/** Streams `element` as the server does, for a browser or, whole before its first byte, for a crawler. */
function stream(element: ReactElement, { crawler = false, path = "/" } = {}) {
  const log = { error: vi.fn() };
  const response = streamDocument(element, {
    status: 200,
    headers: new Headers({ "Content-Type": "text/html" }),
    crawler,
    transform: () => new PassThrough(),
    log,
    request: new Request(`https://www.ironbark.test${path}`),
  });
  return { log, response };
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
  it("goes through the request's logger (request id and trace id bound), not the console", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Promise<string>((_, reject) => setTimeout(() => reject(new Error("the late part broke")), 20));
    const { log, response: streamed } = stream(page(failure), { path: "/blog/a-post?x=1" });
    const response = await streamed;
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
  });

  it("before the shell, rejects for React Router's handleError instead", async () => {
    function Broken(): never {
      throw new Error("the shell broke");
    }
    const { log, response } = stream(<Broken />);
    await expect(response).rejects.toThrow("the shell broke");
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("a document rendered whole before its first byte (crawlers, and the build's page files)", () => {
  it("answers 500 for an error anywhere in it, so no page file is made from it", async () => {
    const failure = Promise.reject(new Error("the late part broke"));
    failure.catch(() => {});
    expect((await stream(page(failure), { crawler: true, path: "/faq" }).response).status).toBe(500);
  });
});
