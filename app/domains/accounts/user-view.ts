// The signed-in user as the header and the mobile menu show them, whichever provider signed
// them in.

export interface AuthUserView {
  fullName: string | null;
  firstName: string | null;
  primaryEmailAddress: string | null;
  imageUrl: string | null;
}

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Full name, else first name, else "User". */
export function displayName(user: Pick<AuthUserView, "fullName" | "firstName">): string {
  return present(user.fullName) ?? present(user.firstName) ?? "User";
}

/** One or two letters for an avatar without a picture: "Ada Lovelace" gives "AL". */
export function initials(user: AuthUserView): string {
  const name = present(user.fullName) ?? present(user.firstName);
  const source = name ?? present(user.primaryEmailAddress)?.split("@")[0] ?? "";
  const words = source.split(/[\s._-]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  const letter = (word: string | undefined) => word?.match(/[\p{L}\p{N}]/u)?.[0] ?? "";
  const first = letter(words[0]);
  const last = words.length > 1 ? letter(words.at(-1)) : "";
  return (first + last).toUpperCase() || "U";
}
