import { describe, expect, it } from "vitest";
import { classifyOrigin, loopbackOrigin, trustedOriginsFor } from "./origins";

describe("trustedOriginsFor", () => {
  it("trusts the site's public origin", () => {
    expect(
      trustedOriginsFor(
        "https://procure.example",
        "https://procure.example/api/auth/x",
        "procure.example",
      ),
    ).toEqual(["https://procure.example"]);
  });

  it("also trusts the request's own origin when it arrives on a loopback host, on any port", () => {
    const site = "http://localhost:3000";
    expect(trustedOriginsFor(site, "http://127.0.0.1:4341/api/auth/x", "127.0.0.1:4341")).toEqual([
      site,
      "http://127.0.0.1:4341",
    ]);
    expect(trustedOriginsFor(site, "http://localhost:8080/api/auth/x", "localhost:8080")).toContain(
      "http://localhost:8080",
    );
  });

  it("does not trust a non-loopback host name, such as one a DNS rebinding attack would use", () => {
    expect(loopbackOrigin("http://evil.example:3000/api/auth/x", "evil.example:3000")).toBeNull();
    expect(
      trustedOriginsFor("http://localhost:3000", "http://evil.example:3000/", "evil.example:3000"),
    ).toEqual(["http://localhost:3000"]);
  });
});

describe("classifyOrigin", () => {
  const trusted = ["http://localhost:3000"];

  it("accepts the trusted origin and refuses any other", () => {
    expect(classifyOrigin({ origin: "http://localhost:3000" }, trusted)).toBe("same-origin");
    expect(classifyOrigin({ origin: "https://evil.example" }, trusted)).toBe("cross-origin");
    expect(classifyOrigin({ origin: "http://localhost:5555" }, trusted)).toBe("cross-origin");
    expect(classifyOrigin({ origin: "null" }, trusted)).toBe("cross-origin");
  });

  it("falls back to Fetch Metadata when there is no Origin header", () => {
    expect(classifyOrigin({ secFetchSite: "cross-site" }, trusted)).toBe("cross-origin");
    expect(classifyOrigin({ secFetchSite: "same-site" }, trusted)).toBe("cross-origin");
    expect(classifyOrigin({ secFetchSite: "same-origin" }, trusted)).toBe("same-origin");
    expect(classifyOrigin({}, trusted)).toBe("no-origin");
  });
});
