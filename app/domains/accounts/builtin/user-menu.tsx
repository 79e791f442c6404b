import {
  BookmarkIcon,
  ShieldCheckIcon,
  Building2Icon,
  InboxIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  LogOutIcon,
  SendIcon,
  UserRoundIcon,
} from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { memberLinkName, type AuthContextValue } from "../auth-context";
import { CountBadge } from "../count-badge";
import { UserAvatar } from "../user-avatar";
import { displayName } from "../user-view";
import { MENU_PAGE } from "../sign-out-path";

const LINK_ICONS: Record<string, typeof Building2Icon> = {
  "/account/inbox": InboxIcon,
  "/account/requests": SendIcon,
  "/account/shortlists": ListChecksIcon,
  "/account/saved-jobs": BookmarkIcon,
  "/account": ShieldCheckIcon,
  "/admin": LayoutDashboardIcon,
};

/** The built-in accounts' user button: the avatar, opening a menu with the profile and Sign Out. */
export default function UserMenu({
  auth: { user, openProfile, signOut, memberLinks },
}: {
  auth: AuthContextValue;
}) {
  if (!user) return null;
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      {/* Until the menu's code runs (or without JavaScript) the button opens the menu page, where
          the member's pages and a plain Sign Out form are; then it opens the menu in place. */}
      <DropdownMenuTrigger
        asChild
        data-testid="user-button"
        // USER_MENU_MARK (user-menu-loader.ts): the page loads this code before it hydrates.
        data-user-menu=""
        aria-label={`Account menu for ${name}`}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {/* A link until the menu's code runs; a button (its role) that opens the menu then. */}
        <a role="button" href={MENU_PAGE} onClick={(event) => event.preventDefault()}>
          <UserAvatar user={user} />
        </a>
      </DropdownMenuTrigger>
      <DropdownMenuContent inline align="end" className="w-64">
        <DropdownMenuLabel>
          <span data-testid="user-menu-name" className="block truncate text-sm font-semibold">
            {name}
          </span>
          {user.primaryEmailAddress ? (
            <span className="block truncate text-xs font-normal text-slate-600">
              {user.primaryEmailAddress}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={openProfile}>
          <UserRoundIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        {memberLinks.map((link) => {
          const Icon = LINK_ICONS[link.to] ?? Building2Icon;
          return (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to} aria-label={memberLinkName(link)}>
                <Icon aria-hidden="true" />
                {link.label}
                <CountBadge count={link.count} />
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuItem onSelect={signOut}>
          <LogOutIcon aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
