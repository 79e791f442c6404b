import type { AuthUserView } from "../user-view";

/** The parts of the hosted provider's user object the header and the mobile menu read. */
export interface ClerkUserLike {
  fullName?: string | null;
  firstName?: string | null;
  primaryEmailAddress?: { emailAddress?: string | null } | null;
  imageUrl?: string | null;
}

export function viewFromClerkUser(user: ClerkUserLike): AuthUserView {
  const clean = (value: string | null | undefined) => value?.trim() || null;
  return {
    fullName: clean(user.fullName),
    firstName: clean(user.firstName),
    primaryEmailAddress: clean(user.primaryEmailAddress?.emailAddress),
    imageUrl: clean(user.imageUrl),
  };
}
