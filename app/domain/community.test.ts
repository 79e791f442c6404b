import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { parseForm } from "./form-parse";
import { COMMUNITY_MESSAGES, handleOf, quoteOf } from "./community";
import { threadSchema } from "./community-schema";

// Hostile input in a thread (issue 29): neutralised by the "post" Markdown profile, or refused.

describe("a thread's hostile input", () => {
  const html = renderMarkdown(
    [
      "<script>alert(1)</script>",
      "[click](javascript:alert(1))",
      '<img src=x onerror="alert(1)">',
      "cv\u202Efdp.exe",
      "[ok](https://example.com)",
    ].join("\n\n"),
    "post",
  );
  it("drops scripts, javascript: links, event handlers and bidi controls", () => {
    expect(html).not.toMatch(/<script|javascript:|onerror|<img/i);
    expect(html).not.toContain("\u202E");
    expect(html).toContain('rel="nofollow ugc noopener"');
  });
  it("refuses a 1 MB body with a message", () => {
    const parsed = parseForm(threadSchema, { title: "Big", body: "a".repeat(1_000_000) });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.body).toBe(COMMUNITY_MESSAGES.bodyTooLong);
  });
  it("makes handles and quotes", () => {
    expect(handleOf("Pieter van der Berg")).toBe("pieter-van-der-berg");
    expect(quoteOf("Ada", "one\ntwo")).toBe("> **Ada** wrote:\n> one\n> two\n\n");
  });
});
