import { describe, expect, it } from "vitest";
import {
  claimSchema,
  emailMatchesWebsite,
  mayClaim,
  mayDecideClaims,
  maySeeEvidence,
  siteHost,
} from "./rules";

describe("the claim form's rules", () => {
  const message = "I am the managing director of this company and run its bids.";

  it("asks for a message long enough to judge, and an http(s) website if any", () => {
    expect(claimSchema.safeParse({ message, website: "" }).success).toBe(true);
    expect(claimSchema.safeParse({ message: "It's mine", website: "" }).success).toBe(false);
    expect(claimSchema.safeParse({ message, website: "ftp://acme.com" }).success).toBe(false);
    expect(claimSchema.safeParse({ message, website: "https://acme.com" }).success).toBe(true);
  });

  it("reads a site's host without www", () => {
    expect(siteHost("https://WWW.Acme.com/about")).toBe("acme.com");
    expect(siteHost("javascript:alert(1)")).toBeNull();
    expect(siteHost("http://localhost")).toBeNull();
  });
});

describe("the e-mail domain evidence", () => {
  it("matches an e-mail at the site's domain or a parent of its host", () => {
    expect(emailMatchesWebsite("jo@acme.com", "https://www.acme.com")).toBe(true);
    expect(emailMatchesWebsite("jo@acme.com", "https://shop.acme.com")).toBe(true);
  });

  it("does not match another domain, a look-alike or a broader domain", () => {
    expect(emailMatchesWebsite("jo@gmail.com", "https://acme.com")).toBe(false);
    expect(emailMatchesWebsite("jo@notacme.com", "https://acme.com")).toBe(false);
    expect(emailMatchesWebsite("jo@eu.acme.com", "https://acme.com")).toBe(false);
    expect(emailMatchesWebsite("jo@com", "https://com")).toBe(false);
  });
});

describe("who may do what", () => {
  it("lets a member claim only a listing without an owner, once at a time", () => {
    expect(mayClaim({ ownerId: null }, false)).toBeNull();
    expect(mayClaim({ ownerId: "someone" }, false)).toBe("owned");
    expect(mayClaim({ ownerId: null }, true)).toBe("pending");
    expect(mayClaim(null, false)).toBe("gone");
  });

  it("lets only operators decide, and only them and the claimant read the evidence", () => {
    const ada = { id: "ada", isOperator: false };
    const olive = { id: "olive", isOperator: true };
    expect(mayDecideClaims(ada)).toBe(false);
    expect(mayDecideClaims(null)).toBe(false);
    expect(mayDecideClaims(olive)).toBe(true);
    expect(maySeeEvidence(ada, { claimantId: "ada" })).toBe(true);
    expect(maySeeEvidence({ id: "bob", isOperator: false }, { claimantId: "ada" })).toBe(false);
    expect(maySeeEvidence(null, { claimantId: "ada" })).toBe(false);
    expect(maySeeEvidence(olive, { claimantId: "ada" })).toBe(true);
  });
});
