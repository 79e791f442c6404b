import { describe, expect, it } from "vitest";
import { checkReply, readInboxFilters, REPLY_MAX_LENGTH, REPLY_MESSAGES } from "./rules";

describe("the reply form", () => {
  it("takes a trimmed reply", () => {
    expect(checkReply("  Thanks, we can deliver in May.  ")).toEqual({
      ok: true,
      body: "Thanks, we can deliver in May.",
    });
  });
  it.each([
    ["an empty reply", "   ", REPLY_MESSAGES.required],
    ["no reply at all", undefined, REPLY_MESSAGES.required],
    ["a file instead of text", new Blob(["x"]), REPLY_MESSAGES.required],
    ["a reply too long", "x".repeat(REPLY_MAX_LENGTH + 1), REPLY_MESSAGES.tooLong],
  ])("refuses %s", (_, body, error) => {
    expect(checkReply(body)).toEqual({ ok: false, error });
  });
});

describe("the inbox filters", () => {
  it("read status, company and page", () => {
    const filters = readInboxFilters(new URLSearchParams("status=new&company=acme&page=3"));
    expect(filters).toEqual({ status: "new", company: "acme", page: 3 });
  });
  it("ignore junk", () => {
    expect(readInboxFilters(new URLSearchParams("status=deleted&page=-2&company="))).toEqual({
      status: undefined,
      company: undefined,
      page: 1,
    });
    expect(readInboxFilters(new URLSearchParams("page=1e9")).page).toBe(1);
    expect(readInboxFilters(new URLSearchParams("page=0")).page).toBe(1);
  });
});
