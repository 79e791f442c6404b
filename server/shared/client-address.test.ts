import { describe, expect, it } from "vitest";
import { isHttps, publicRequestUrl } from "./client-address";

describe("publicRequestUrl", () => {
  const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("takes the first forwarded protocol from a trusted proxy", () => {
    const forwarded = at("http://procure.example/a?b=1", { "x-forwarded-proto": "https, http" });
    expect(publicRequestUrl(forwarded, true)).toBe("https://procure.example/a?b=1");
    expect(publicRequestUrl(forwarded, false)).toBe("http://procure.example/a?b=1");
  });

  it("ignores a forwarded value that is not http or https", () => {
    const odd = at("http://procure.example/", { "x-forwarded-proto": "javascript" });
    expect(publicRequestUrl(odd, true)).toBe("http://procure.example/");
  });
});

describe("isHttps", () => {
  const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it("believes the forwarded protocol only from a trusted proxy", () => {
    const forwarded = at("http://localhost:4000/", { "x-forwarded-proto": "https" });
    expect(isHttps(forwarded, true)).toBe(true);
    expect(isHttps(forwarded, false)).toBe(false);
    expect(isHttps(at("https://procure.example/"), false)).toBe(true);
  });
});
