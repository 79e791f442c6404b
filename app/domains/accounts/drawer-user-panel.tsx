import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { memberLinkName, type AuthContextValue } from "./auth-context";
import { CountBadge } from "./count-badge";
import { UserAvatar } from "./user-avatar";
import { displayName } from "./user-view";

/** The mobile menu's signed-in block: who is signed in, their pages, profile, and Sign Out. */
export default function DrawerUserPanel({
  auth: { user, openProfile, signOut, memberLinks },
  onNavigate,
}: {
  auth: AuthContextValue;
  onNavigate?: () => void;
}) {
  if (!user) return null;
  const then = (action: () => void) => () => {
    onNavigate?.();
    action();
  };
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex items-center gap-3">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p data-testid="drawer-user-name" className="truncate font-semibold text-slate-900">
            {displayName(user)}
          </p>
          {user.primaryEmailAddress ? (
            <p data-testid="drawer-user-email" className="truncate text-sm text-slate-600">
              {user.primaryEmailAddress}
            </p>
          ) : null}
        </div>
      </div>
      {memberLinks.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2">
          {memberLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onNavigate}
                aria-label={memberLinkName(link)}
                className={buttonVariants({ variant: "secondary", className: "w-full" })}
              >
                {link.label}
                <CountBadge count={link.count} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" aria-haspopup="dialog" onClick={then(openProfile)}>
          Profile
        </Button>
        {/* A plain form to the sign-out route (routes/sign-out.tsx), so that it signs out without
            JavaScript too; with it, as the menu does. The path is written here rather than
            imported, to keep a chunk of its own out of every page's first load. */}
        <form
          method="post"
          action="/sign-out"
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            then(signOut)();
          }}
        >
          <Button type="submit" variant="outline">
            Sign Out
          </Button>
        </form>
      </div>
    </div>
  );
}
