import { describe, expect, it } from "vitest";
import { markdownToText, readingMinutes, renderMarkdown } from "./markdown.server";

describe("rendering Markdown written on the site", () => {
  it("renders headings, lists, emphasis, tables and links in an article", () => {
    const html = renderMarkdown(
      "## Scope\n\nA **firm** offer:\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Guide](https://example.org/g) ![Chart](https://example.org/c.png)",
      "article",
    );
    expect(html).toContain("<h2>Scope</h2>");
    expect(html).toContain("<strong>firm</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
    expect(html).toContain('<a href="https://example.org/g" rel="noopener">Guide</a>');
    expect(html).toContain('<img src="https://example.org/c.png" alt="Chart">');
  });

  it("drops raw HTML, script and event handlers rather than passing them through", () => {
    for (const profile of ["article", "post"] as const) {
      const html = renderMarkdown(
        'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b onclick="x()">b</b>\n\n<iframe src="https://evil.test"></iframe>',
        profile,
      );
      expect(html).not.toMatch(/<script|onerror|onclick|<iframe|<b /i);
      expect(html).toContain("Hi");
    }
  });

  it("keeps javascript:, data: and vbscript: links from becoming links", () => {
    for (const profile of ["article", "post"] as const) {
      const html = renderMarkdown(
        "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:x) ![e](javascript:alert(1))",
        profile,
      );
      expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    }
  });

  it("marks links in members' posts nofollow ugc, and allows no images or big headings there", () => {
    const html = renderMarkdown(
      "# Big\n\n### Small\n\n[site](https://example.org) ![pic](https://example.org/p.png)",
      "post",
    );
    expect(html).toContain('rel="nofollow ugc noopener"');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<h1");
    expect(html).not.toContain("<h3");
  });

  it("shows a member's image of the site's own with alt text; another's is its alt text", () => {
    const html = renderMarkdown(
      "![Spend chart](/files/chart.png) ![](/files/bare.png) ![Far](//evil.test/p.png) ![Off](https://x.test/p.png)",
      "post",
    );
    expect(html).toContain('<img src="/files/chart.png" alt="Spend chart">');
    expect(html).not.toContain("bare.png");
    expect(html).not.toContain("evil.test");
    expect(html).not.toContain("x.test");
    expect(html).toContain("Far");
    expect(html).toContain("Off");
    expect(renderMarkdown("![Plan](/files/plan.png)", "article")).toContain(
      '<img src="/files/plan.png" alt="Plan">',
    );
  });

  it("links the mentions it is given to their pages, not those in code, links or addresses", () => {
    const mentions = new Map([["ada", "/network/members/ada"]]);
    const html = renderMarkdown(
      "Hi @Ada and @bob; `@ada` [@ada](https://x.test) ada@ada.test",
      "post",
      mentions,
    );
    expect(html).toContain('<a href="/network/members/ada" class="mention">@Ada</a> and @bob');
    expect(html.match(/class="mention"/g)).toHaveLength(1);
    expect(html).toContain("<code>@ada</code>");
    expect(renderMarkdown("Hi @ada", "post")).toBe("<p>Hi @ada</p>");
  });

  it("renders a link whose address is refused as its plain text, not a dead link", () => {
    for (const profile of ["post", "article"] as const) {
      const html = renderMarkdown(
        "[click me](javascript:alert(1)) and [data](data:text/html,x) [ok](https://x.test)",
        profile,
      );
      expect(html).not.toContain("javascript:");
      expect(html).toMatch(/^<p>click me and data <a href="https:\/\/x.test"/);
    }
  });

  it("removes bidi overrides and zero-width characters from the text", () => {
    const html = renderMarkdown("cv\u202Efdp.exe and a\u200Bb", "post");
    expect(html).toBe("<p>cvfdp.exe and ab</p>");
  });

  it("prefixes ids so that a post cannot clobber the page's own", () => {
    const html = renderMarkdown("Note[^1]\n\n[^1]: A footnote.", "article");
    expect(html).not.toMatch(/id="(?!md-)/);
  });
});

describe("the plain text of Markdown", () => {
  it("gives the words without markup, for excerpts and search", () => {
    expect(
      markdownToText("## Title\n\nSome **bold** and [a link](https://x.test).\n\n<b>raw</b>"),
    ).toBe("Title Some bold and a link. raw");
  });

  it("counts reading time at 220 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(10))).toBe(1);
    expect(readingMinutes("word ".repeat(660))).toBe(3);
  });
});
