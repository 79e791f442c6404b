import { UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Badge } from "~/components/ui/badge";
import type { GroupView } from "./data/model.server";
import { groupPath } from "./paths";

// The network's groups as Groups & Forums lists them (issue 29): topic, name, description and
// how many threads and members each has.

export function GroupList({ groups }: { groups: GroupView[] }) {
  if (groups.length === 0) {
    return (
      <EmptyState icon={UsersIcon} title="No groups yet" message="Groups will be listed here." />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {groups.map((g) => (
        <li
          key={g.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <Badge variant="neutral" className="self-start">
            <MemberText text={g.topic} />
          </Badge>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">
            <Link to={groupPath(g.slug)} className="hover:text-brand-700 hover:underline">
              <MemberText text={g.name} />
            </Link>
          </h2>
          <p className="mt-1 flex-1 text-sm text-slate-600">
            <MemberText text={g.description} />
          </p>
          <p className="mt-3 text-xs text-slate-600">
            {g.threadCount === 1 ? "1 thread" : `${g.threadCount} threads`} ·{" "}
            {g.memberCount === 1 ? "1 member" : `${g.memberCount} members`}
          </p>
        </li>
      ))}
    </ul>
  );
}
