import { describe, expect, it } from "vitest";
import { MAX_MENTIONS, mentionedHandles } from "./mentions";

describe("mentionedHandles", () => {
  it("reads the handles after @, once each, lower-case, in order", () => {
    expect(mentionedHandles("Thanks @Ada-Lovelace and @bob, and @ada-lovelace again.")).toEqual([
      "ada-lovelace",
      "bob",
    ]);
  });

  it("does not take an e-mail address, a path or a trailing hyphen for a mention", () => {
    expect(mentionedHandles("Mail ada@example.com, see /x/@bob or @@carl; @dan- ok")).toEqual([
      "dan",
    ]);
  });

  it("reads every body given, and at most MAX_MENTIONS handles", () => {
    expect(mentionedHandles("@a", "(@b)")).toEqual(["a", "b"]);
    const many = Array.from({ length: 30 }, (_, i) => `@m${i}`).join(" ");
    expect(mentionedHandles(many)).toHaveLength(MAX_MENTIONS);
  });
});
