import { describe, expect, it } from "vitest";
import { displayName, initials, type AuthUserView } from "./user-view";

const user = (over: Partial<AuthUserView>): AuthUserView => ({
  fullName: null,
  firstName: null,
  primaryEmailAddress: null,
  imageUrl: null,
  ...over,
});

describe("displayName", () => {
  it("shows the full name when there is one", () => {
    expect(displayName(user({ fullName: "Ada Lovelace", firstName: "Ada" }))).toBe("Ada Lovelace");
  });

  it("falls back to the first name when the full name is missing or blank", () => {
    expect(displayName(user({ firstName: "Ada" }))).toBe("Ada");
    expect(displayName(user({ fullName: "   ", firstName: "Ada" }))).toBe("Ada");
  });

  it('falls back to "User" when neither name is known', () => {
    expect(displayName(user({}))).toBe("User");
    expect(displayName(user({ fullName: "", firstName: " " }))).toBe("User");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last words of the name", () => {
    expect(initials(user({ fullName: "Ada King Lovelace" }))).toBe("AL");
    expect(initials(user({ fullName: "émile zola" }))).toBe("ÉZ");
  });

  it("uses one letter for a one-word name", () => {
    expect(initials(user({ firstName: "Ada" }))).toBe("A");
  });

  it("falls back to the e-mail address, then to U", () => {
    expect(initials(user({ primaryEmailAddress: "grace.hopper@navy.mil" }))).toBe("GH");
    expect(initials(user({}))).toBe("U");
  });
});
