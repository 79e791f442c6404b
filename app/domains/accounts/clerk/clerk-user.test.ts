import { describe, expect, it } from "vitest";
import { displayName } from "../user-view";
import { viewFromClerkUser } from "./clerk-user";

describe("viewFromClerkUser", () => {
  it("maps the hosted provider's names, primary e-mail and picture", () => {
    const view = viewFromClerkUser({
      fullName: "Grace Hopper",
      firstName: "Grace",
      primaryEmailAddress: { emailAddress: "grace@navy.example" },
      imageUrl: "https://img.clerk.com/abc",
    });
    expect(view).toEqual({
      fullName: "Grace Hopper",
      firstName: "Grace",
      primaryEmailAddress: "grace@navy.example",
      imageUrl: "https://img.clerk.com/abc",
    });
    expect(displayName(view)).toBe("Grace Hopper");
  });

  it("keeps missing names and e-mail as null, so the menu falls back to the first name or User", () => {
    const noFull = viewFromClerkUser({
      fullName: null,
      firstName: "Grace",
      primaryEmailAddress: null,
    });
    expect(noFull.fullName).toBeNull();
    expect(noFull.primaryEmailAddress).toBeNull();
    expect(displayName(noFull)).toBe("Grace");

    const nameless = viewFromClerkUser({ fullName: "  ", firstName: null, imageUrl: "" });
    expect(nameless).toEqual({
      fullName: null,
      firstName: null,
      primaryEmailAddress: null,
      imageUrl: null,
    });
    expect(displayName(nameless)).toBe("User");
  });
});
