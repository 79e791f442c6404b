import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildCsp, inlineScriptHashes } from "./security-headers";

describe("buildCsp", () => {
  it("allows only this origin by default and forbids framing", () => {
    const csp = buildCsp();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("https:");
  });

  it("adds the configured form endpoint to connect-src and form-action", () => {
    const csp = buildCsp({ connectOrigins: ["https://forms.example"] });
    expect(csp).toContain("connect-src 'self' https://forms.example");
    expect(csp).toContain("form-action 'self' https://forms.example");
  });

  it("allows the document's inline scripts by hash", () => {
    expect(buildCsp({ scriptHashes: ["sha256-abc"] })).toContain("script-src 'self' 'sha256-abc'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const body = "window.x = 1;";
    const expected = createHash("sha256").update(body).digest("base64");
    const html = `<script src="/a.js"></script><script>${body}</script><script type="module">${body}</script>`;
    expect(inlineScriptHashes(html)).toEqual([`sha256-${expected}`, `sha256-${expected}`]);
  });
});
