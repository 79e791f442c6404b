import { cn } from "~/lib/utils";
import { initials, type AuthUserView } from "./user-view";

const SIZES = { md: "size-9 text-sm", lg: "size-11 text-base" } as const;

/** The user's picture, or their initials on the brand colour. Decorative: name it nearby. */
export function UserAvatar({
  user,
  size = "md",
}: {
  user: AuthUserView;
  size?: keyof typeof SIZES;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 font-semibold text-white select-none",
        SIZES[size],
      )}
    >
      {user.imageUrl ? (
        <img src={user.imageUrl} alt="" className="size-full object-cover" />
      ) : (
        initials(user)
      )}
    </span>
  );
}
