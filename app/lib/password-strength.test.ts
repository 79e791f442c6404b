import { describe, expect, it } from "vitest";
import { estimateStrength, weakPasswordMessage } from "./password-strength";

describe("password strength", () => {
  it("counts the site's own words as easy to guess", async () => {
    expect((await estimateStrength("procureconnect1")).score).toBeLessThan(3);
    expect(await weakPasswordMessage("procureconnect1")).toMatch(/too easy to guess/);
    expect(await weakPasswordMessage("Procureconnect!")).toMatch(/too easy to guess/);
  });

  it("counts the member's name and e-mail as easy to guess", async () => {
    const inputs = ["Quentin Marlowe-Rees", "q.marlowe@example.com"];
    expect(await weakPasswordMessage("marlowerees1", inputs)).toMatch(/too easy to guess/);
    expect(await weakPasswordMessage("marlowerees1", [])).toBeNull();
  });

  it("names a common password as common", async () => {
    expect(await weakPasswordMessage("password")).toMatch(/most used passwords/);
  });

  it("accepts a few unrelated words", async () => {
    expect(await weakPasswordMessage("violet kettle marathon", ["Vera Verify"])).toBeNull();
  });
});

describe("common passwords", () => {
  it("tells a common password from a merely short one", async () => {
    expect(await weakPasswordMessage("password", [], { onlyCommon: true })).toMatch(/most used/);
    expect(await weakPasswordMessage("short", [], { onlyCommon: true })).toBeNull();
  });
});
