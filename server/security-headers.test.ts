import { describe, expect, it } from "vitest";
import { buildCsp, newNonce } from "./security-headers";

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

  it("allows the document's own inline scripts by its nonce, and no inline script without it", () => {
    const csp = buildCsp({ scriptNonce: "abc123" });
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(buildCsp()).toContain("script-src 'self';");
  });
});

describe("newNonce", () => {
  it("makes 128 random bits, base64, different each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
