import { describe, expect, it } from "vitest";
import { checkEndpointUrl, guardedLookup, isPrivateAddress } from "./address";

const production = { allowLocal: false };
const local = { allowLocal: true };

describe("a webhook endpoint's address", () => {
  it("must be https on the public internet with the production rule", () => {
    expect(checkEndpointUrl("https://erp.example.com/hooks", production)).toEqual({
      ok: true,
      url: "https://erp.example.com/hooks",
    });
    for (const url of [
      "http://erp.example.com/hooks",
      "http://localhost:4000/hooks",
      "https://localhost/hooks",
      "https://127.0.0.1/hooks",
      "https://10.1.2.3/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hooks",
      "https://[fd00::1]/hooks",
      "https://db.internal/hooks",
      "https://user:pw@erp.example.com/hooks",
      "not a url",
    ])
      expect(checkEndpointUrl(url, production).ok, url).toBe(false);
  });

  it("may be http://localhost in development and tests, and nothing else private", () => {
    expect(checkEndpointUrl("http://localhost:4000/hooks", local).ok).toBe(true);
    expect(checkEndpointUrl("http://127.0.0.1:4000/hooks", local).ok).toBe(true);
    expect(checkEndpointUrl("http://10.0.0.2/hooks", local).ok).toBe(false);
    expect(checkEndpointUrl("https://192.168.1.1/hooks", local).ok).toBe(false);
  });

  it("knows the private ranges", () => {
    for (const ip of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "127.0.0.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fc00::1",
      "::ffff:10.0.0.1",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "172.32.0.1", "2606:2800:220:1::1"])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("is refused at connection when its name resolves to a private address", async () => {
    const resolve = (rule: { allowLocal: boolean }) =>
      new Promise<string>((done) =>
        guardedLookup(rule)("localhost", {}, (error, address) =>
          done(error ? (error as { code?: string }).code! : String(address)),
        ),
      );
    expect(await resolve(production)).toBe("EPRIVATE");
    expect(await resolve(local)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
