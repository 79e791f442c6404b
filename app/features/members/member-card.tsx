import { GlobeIcon } from "lucide-react";
import { CardPicture } from "~/components/shared/card-picture";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Member } from "~/data/types";

export function MemberCard({ member }: { member: Member }) {
  return (
    <Card className="h-full items-center p-6 text-center">
      <CardPicture src={member.avatarUrl} kind="avatar" />
      <h3 className="mt-4 text-base font-semibold text-slate-900">{member.name}</h3>
      <p className="mt-1 text-sm font-medium text-brand-700">{member.role}</p>
      <IconLabel as="p" icon={GlobeIcon} className="mt-3 text-sm text-slate-600">
        {member.region}
      </IconLabel>
    </Card>
  );
}
