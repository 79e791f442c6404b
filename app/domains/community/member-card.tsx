import { GlobeIcon } from "lucide-react";
import { Link } from "react-router";
import { MemberText } from "~/components/shared/member-text";
import { CardPicture } from "~/components/shared/card-picture";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Member } from "~/data/types";

export function MemberCard({ member }: { member: Member }) {
  return (
    <Card className="relative h-full items-center p-6 text-center">
      <CardPicture src={member.avatarUrl} kind="avatar" />
      <h3 className="mt-4 text-base font-semibold text-slate-900">
        {member.handle ? (
          <Link
            to={`/network/members/${member.handle}`}
            className="after:absolute after:inset-0 hover:text-brand-700 hover:underline"
          >
            <MemberText text={member.name} />
          </Link>
        ) : (
          <MemberText text={member.name} />
        )}
      </h3>
      <p className="mt-1 text-sm font-medium text-brand-700">
        <MemberText text={member.role} />
      </p>
      <IconLabel as="p" icon={GlobeIcon} className="mt-3 text-sm text-slate-600">
        {member.region}
      </IconLabel>
    </Card>
  );
}
