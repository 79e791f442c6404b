import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import type { GroupView } from "./data/model.server";
import type { ForumResult } from "./forum-action.server";
import { groupPath } from "./paths";

/** A group's counts, and joining or leaving it (signing in first), with the last answer. */
export function GroupMembership({
  group,
  member,
  signedIn,
  actionData,
}: {
  group: GroupView;
  member: boolean;
  signedIn: boolean;
  actionData: ForumResult | undefined;
}) {
  const path = groupPath(group.slug);
  const joinResult =
    actionData?.intent === "join" || actionData?.intent === "leave" ? actionData : null;
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
        ) : (
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
