import { describe, expect, it } from "vitest";
import { UNVERIFIED_MESSAGE } from "~/lib/access.server";
import {
  AUTH_MESSAGES,
  normalizeEmail,
  sameEmail,
  validateEmailChange,
  validatePasswordChange,
  validateProfileName,
  validateSignIn,
  validateSignUp,
} from "./schema";

describe("validateSignUp", () => {
  it("accepts a name, an e-mail and a password of at least 10 characters, normalised", () => {
    expect(
      validateSignUp({
        name: "  Ada   Lovelace ",
        email: " Ada@Example.COM ",
        password: "1234567890",
      }),
    ).toEqual({
      ok: true,
      value: { name: "Ada Lovelace", email: "ada@example.com", password: "1234567890" },
    });
  });

  it("explains each problem on its field", () => {
    expect(validateSignUp({ name: " ", email: "ada@example", password: "123456789" })).toEqual({
      ok: false,
      errors: {
        name: AUTH_MESSAGES.nameRequired,
        email: AUTH_MESSAGES.emailInvalid,
        password: AUTH_MESSAGES.passwordTooShort,
      },
    });
  });

  it("rejects e-mail addresses a person is likely to have mistyped", () => {
    for (const email of [
      "",
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada @example.com",
      "a@b@c.com",
    ]) {
      expect(validateSignUp({ name: "Ada", email, password: "1234567890" }).ok, email).toBe(false);
    }
  });

  it("caps the lengths of the name and the password", () => {
    const result = validateSignUp({
      name: "x".repeat(101),
      email: "ada@example.com",
      password: "p".repeat(129),
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { name: AUTH_MESSAGES.nameTooLong, password: AUTH_MESSAGES.passwordTooLong },
    });
  });

  it("gives each field its first problem only, and drops fields it does not know", () => {
    const email = "x".repeat(250) + "@example.com";
    expect(validateSignUp({ name: "Ada", email, password: "1234567890" })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.emailInvalid },
    });
    expect(
      validateSignUp({ name: "Ada", email: "a@b.co", password: "1234567890", role: "admin" }),
    ).toEqual({ ok: true, value: { name: "Ada", email: "a@b.co", password: "1234567890" } });
  });

  it("treats missing or non-text fields as empty rather than failing", () => {
    expect(validateSignUp({ name: 42, email: null })).toMatchObject({ ok: false });
  });
});

describe("validateSignIn", () => {
  it("needs a valid e-mail and any password (its length is not revealed)", () => {
    expect(validateSignIn({ email: "ADA@example.com", password: "x" })).toEqual({
      ok: true,
      value: { email: "ada@example.com", password: "x" },
    });
    expect(validateSignIn({ email: "nope", password: "" })).toEqual({
      ok: false,
      errors: { email: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired },
    });
  });
});

describe("the profile forms", () => {
  it("checks the new name", () => {
    expect(validateProfileName({ name: " Ada  King " })).toEqual({
      ok: true,
      value: { name: "Ada King" },
    });
    expect(validateProfileName({ name: "" })).toMatchObject({
      ok: false,
      errors: { name: AUTH_MESSAGES.nameRequired },
    });
  });

  it("needs the current password and a new one of at least 10 characters", () => {
    expect(validatePasswordChange({ currentPassword: "", newPassword: "short" })).toEqual({
      ok: false,
      errors: {
        currentPassword: AUTH_MESSAGES.currentPasswordRequired,
        newPassword: AUTH_MESSAGES.passwordTooShort,
      },
    });
  });
});

describe("the change of address form", () => {
  it("needs a valid new address and the password", () => {
    expect(validateEmailChange({ newEmail: " Ada@New.Example ", password: "secret" })).toEqual({
      ok: true,
      value: { newEmail: "ada@new.example", password: "secret" },
    });
    expect(validateEmailChange({ newEmail: "ada@", password: "" })).toEqual({
      ok: false,
      errors: { newEmail: AUTH_MESSAGES.emailInvalid, password: AUTH_MESSAGES.passwordRequired },
    });
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Grace@Navy.MIL ")).toBe("grace@navy.mil");
  });
});

describe("sameEmail", () => {
  it("compares addresses as they are stored, and never matches an empty one", () => {
    expect(sameEmail(" Sam@Example.com", "sam@example.com ")).toBe(true);
    expect(sameEmail("sam@example.com", "sam@example.org")).toBe(false);
    expect(sameEmail("", "")).toBe(false);
    expect(sameEmail(null, undefined)).toBe(false);
  });
});

describe("AUTH_MESSAGES.unverified", () => {
  it("says what the pages' access rule says to an unconfirmed member", () => {
    expect(AUTH_MESSAGES.unverified).toBe(UNVERIFIED_MESSAGE);
  });
});
