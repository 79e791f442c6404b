import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { clerkCspOrigins, clerkFrontendApiOrigin } from "./clerk";

const keyFor = (host: string, kind = "test") =>
  `pk_${kind}_${Buffer.from(`${host}$`).toString("base64")}`;

describe("clerkFrontendApiOrigin", () => {
  it("decodes the frontend API host from a test or live key", () => {
    expect(clerkFrontendApiOrigin(keyFor("calm-owl-12.clerk.accounts.dev"))).toBe(
      "https://calm-owl-12.clerk.accounts.dev",
    );
    expect(clerkFrontendApiOrigin(keyFor("clerk.procure.example", "live"))).toBe(
      "https://clerk.procure.example",
    );
  });

  it("rejects keys that are not publishable keys or do not end in $", () => {
    expect(clerkFrontendApiOrigin("sk_test_abc")).toBeNull();
    expect(
      clerkFrontendApiOrigin(`pk_test_${Buffer.from("clerk.example").toString("base64")}`),
    ).toBeNull();
    expect(clerkFrontendApiOrigin(keyFor("evil.example/path"))).toBeNull();
    expect(clerkFrontendApiOrigin("pk_test_")).toBeNull();
  });
});

describe("the security policy with the hosted provider", () => {
  it("allows the provider's origins only when its key is set", () => {
    const key = keyFor("calm-owl-12.clerk.accounts.dev");
    const withKey = loadConfig({ VITE_CLERK_PUBLISHABLE_KEY: key }, "/srv");
    expect(withKey.clerkPublishableKey).toBe(key);
    expect(withKey.scriptOrigins).toContain("https://calm-owl-12.clerk.accounts.dev");
    expect(withKey.connectOrigins).toContain("https://calm-owl-12.clerk.accounts.dev");
    expect(withKey.imageOrigins).toContain("https://img.clerk.com");
    expect(clerkCspOrigins(key).frameOrigins).toEqual(["https://challenges.cloudflare.com"]);

    const without = loadConfig({}, "/srv");
    expect(without.clerkPublishableKey).toBeNull();
    expect([
      ...without.scriptOrigins,
      ...without.connectOrigins,
      ...without.frameOrigins,
      ...without.imageOrigins,
    ]).toEqual([]);
  });

  it("refuses to start with a malformed key", () => {
    expect(() => loadConfig({ VITE_CLERK_PUBLISHABLE_KEY: "pk_test_nope" }, "/srv")).toThrow(
      /not a valid Clerk publishable key/,
    );
  });
});

describe("the site origin", () => {
  it("comes from SITE_URL, else localhost on our port", () => {
    expect(loadConfig({ SITE_URL: "https://procure.example/" }, "/srv").siteOrigin).toBe(
      "https://procure.example",
    );
    expect(loadConfig({ PORT: "4341" }, "/srv").siteOrigin).toBe("http://localhost:4341");
    expect(loadConfig({}, "/srv").siteOrigin).toBe("http://localhost:3000");
  });
});
