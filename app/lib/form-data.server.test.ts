import { describe, expect, it, vi } from "vitest";
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";
import { readFormData, requireFormData } from "./form-data.server";

function posted(fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://localhost/jobs/j1/apply", { method: "POST", body });
}

describe("reading the posted form within the size limit", () => {
  it("refuses a declared length over the limit without reading the body", async () => {
    const pull = vi.fn();
    const body = new ReadableStream({ pull }, { highWaterMark: 0 });
    const request = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-length": String(MAX_REQUEST_BYTES + 1) },
      duplex: "half",
    } as RequestInit);
    expect(await readFormData(request)).toBe("too-large");
    expect(pull).not.toHaveBeenCalled();
  });

  it("stops counting bytes that pass the limit when no length was declared", async () => {
    const request = posted({ note: "x".repeat(5000) });
    const chunked = new Request(request.url, {
      method: "POST",
      body: request.body,
      headers: { "content-type": request.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
    expect(await readFormData(chunked, 1000)).toBe("too-large");
  });

  it("reads a form, and calls anything else malformed", async () => {
    const data = await readFormData(posted({ fullName: "Ada" }));
    expect(data instanceof FormData && data.get("fullName")).toBe("Ada");
    const text = new Request("http://localhost/x", { method: "POST", body: "{}" });
    expect(await readFormData(text)).toBe("malformed");
  });
});

describe("requiring the posted form", () => {
  const statusOf = async (request: Request, max?: number) => {
    try {
      await requireFormData(request, max);
      return 200;
    } catch (thrown) {
      return (thrown as { init?: { status?: number } }).init?.status;
    }
  };

  it("gives the form, or throws 413 for one too large and 400 for anything else", async () => {
    const form = await requireFormData(posted({ fullName: "Ada" }));
    expect(form.get("fullName")).toBe("Ada");
    expect(await statusOf(posted({ note: "x".repeat(5000) }), 1000)).toBe(413);
    expect(await statusOf(new Request("http://localhost/x", { method: "POST", body: "{}" }))).toBe(
      400,
    );
  });
});
