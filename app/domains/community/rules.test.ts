import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown.server";
import { parseForm } from "~/domain/form-parse";
import { COMMUNITY_MESSAGES, handleOf, quoteOf } from "./rules";
import { groupSchema, threadSchema } from "./schema";

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

describe("the thread and group forms' rules", () => {
  const errorsOf = (schema: typeof threadSchema | typeof groupSchema, input: object) => {
    const parsed = parseForm(schema, input);
    return parsed.ok ? {} : parsed.errors;
  };

  it("asks for a title and a body, one line of at most 140 characters, and no control characters", () => {
    expect(errorsOf(threadSchema, { title: "  ", body: "" })).toEqual({
      title: COMMUNITY_MESSAGES.titleRequired,
      body: COMMUNITY_MESSAGES.bodyRequired,
    });
    expect(errorsOf(threadSchema, { title: "a".repeat(141), body: "ok" }).title).toBe(
      COMMUNITY_MESSAGES.titleTooLong,
    );
    expect(errorsOf(threadSchema, { title: "two\nlines", body: "ok" }).title).toBe(
      COMMUNITY_MESSAGES.title,
    );
    expect(errorsOf(threadSchema, { title: "bell\u0007", body: "ok" }).title).toBe(
      COMMUNITY_MESSAGES.controlCharacters,
    );
    const parsed = parseForm(threadSchema, { title: "  Sourcing steel  ", body: " Ideas? " });
    expect(parsed.ok && parsed.value).toMatchObject({ title: "Sourcing steel", body: "Ideas?" });
  });

  it("asks a group for a name, a description and a topic within their lengths", () => {
    expect(errorsOf(groupSchema, { name: "", description: "", topic: "" })).toEqual({
      name: COMMUNITY_MESSAGES.nameRequired,
      description: COMMUNITY_MESSAGES.descriptionRequired,
      topic: COMMUNITY_MESSAGES.topicRequired,
    });
    expect(
      errorsOf(groupSchema, {
        name: "n".repeat(81),
        description: "d".repeat(501),
        topic: "t".repeat(61),
      }),
    ).toEqual({
      name: COMMUNITY_MESSAGES.titleTooLong,
      description: COMMUNITY_MESSAGES.bioTooLong,
      topic: COMMUNITY_MESSAGES.titleTooLong,
    });
    expect(errorsOf(groupSchema, { name: "Buyers", description: "Talk", topic: "Steel" })).toEqual(
      {},
    );
  });
});
