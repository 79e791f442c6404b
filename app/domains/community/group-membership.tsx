import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { GroupView } from "./data/model.server";
import type { ForumResult } from "./forum-action.server";
import { groupPath } from "./paths";

/** A group's counts, and joining or leaving it (signing in first), with the last answer. */
export function GroupMembership({
  group,
  member,
  following,
  signedIn,
  actionData,
}: {
  group: GroupView;
  member: boolean;
  /** Whether the member follows the group's new threads (decision 466). */
  following: boolean;
  signedIn: boolean;
  actionData: ForumResult | undefined;
}) {
  const path = groupPath(group.slug);
  const joinResult = [
    "join",
    "leave",
    "follow-group",
    "unfollow-group",
    "hide-group",
    "restore-group",
    "lock-group",
    "unlock-group",
  ].includes(actionData?.intent ?? "")
    ? actionData
    : null;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">
          {group.memberCount === 1 ? "1 member" : `${group.memberCount} members`} ·{" "}
          {group.threadCount === 1 ? "1 thread" : `${group.threadCount} threads`}
        </p>
        {signedIn ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={member ? "leave" : "join"} />
            <Button type="submit" size="sm" variant={member ? "outline" : "default"}>
              {member ? "Leave group" : "Join group"}
            </Button>
          </Form>
        ) : null}
        {signedIn && member ? (
          <Form method="post" preventScrollReset>
            <input
              type="hidden"
              name="intent"
              value={following ? "unfollow-group" : "follow-group"}
            />
            <Button type="submit" size="sm" variant="outline">
              {following ? "Unfollow group" : "Follow group"}
            </Button>
          </Form>
        ) : null}
        {signedIn ? null : (
          <Link
            to={`/sign-in?next=${encodeURIComponent(path)}`}
            className="text-sm font-medium text-brand-700 underline"
          >
            Sign in to join this group
          </Link>
        )}
      </div>
      <FormMessages
        error={joinResult && !joinResult.ok ? joinResult.message : null}
        success={joinResult?.ok ? joinResult.message : null}
      />
    </>
  );
}

/** A search of the group's threads and their replies (decision 468): a plain GET form. */
export function GroupSearch({ path, q }: { path: string; q: string }) {
  return (
    <Form method="get" action={path} role="search" className="mb-6 flex max-w-xl items-end gap-2">
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="group-search">Search this group</Label>
        <Input id="group-search" type="search" name="q" defaultValue={q} />
      </div>
      <Button type="submit" variant="outline">
        Search threads
      </Button>
    </Form>
  );
}

/** An operator's moderation of a group, on its page (decision 469): plain forms. */
export function GroupModerationForms({ group }: { group: GroupView }) {
  const forms = [
    group.hidden ? ["restore-group", "Restore group"] : ["hide-group", "Hide group"],
    group.locked ? ["unlock-group", "Unlock group"] : ["lock-group", "Lock group"],
    ["remove-group", "Remove group and its threads"],
  ] as const;
  return (
    <div
      role="group"
      aria-label="Operator actions"
      className="mt-8 flex flex-wrap items-center gap-2"
    >
      {group.hidden ? <Badge variant="warning">Hidden</Badge> : null}
      {group.locked ? <Badge variant="neutral">Locked</Badge> : null}
      {forms.map(([intent, label]) => (
        <Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="intent" value={intent} />
          <Button type="submit" size="sm" variant="secondary">
            {label}
          </Button>
        </Form>
      ))}
    </div>
  );
}
