import { BriefcaseIcon, CalendarIcon, ClockIcon, MapPinIcon, WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { TagList } from "~/components/shared/tag-list";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import { budgetLabel, type FreelancePostView } from "./rules";
import { AdCardHeading, PostedTime } from "~/domains/hiring";

/** One post on Freelance Opportunities: the budget, duration, place and skills at a glance. */
export function FreelanceCard({ post }: { post: FreelancePostView }) {
  return (
    <Card className="flex h-full flex-col p-6">
      <AdCardHeading ad={post} />
      <p className="mt-4 text-xl font-semibold text-slate-900">
        <WalletIcon className="mr-2 inline size-5 text-brand-600" aria-hidden="true" />
        {budgetLabel(post.budgetType, post.budget)}
      </p>
      <ul className="mt-3 grid gap-2 text-sm text-slate-600 sm:grid-cols-2">
        <IconLabel as="li" size="md" icon={ClockIcon}>
          {post.duration}
        </IconLabel>
        <IconLabel as="li" size="md" icon={MapPinIcon}>
          {post.location}
        </IconLabel>
        <IconLabel as="li" size="md" icon={BriefcaseIcon}>
          {post.category}
        </IconLabel>
        {post.postedDate ? (
          <IconLabel as="li" size="md" icon={CalendarIcon}>
            <span>
              Posted <PostedTime day={post.postedDate} />
            </span>
          </IconLabel>
        ) : null}
      </ul>
      <TagList tags={post.skills} label="Skills" className="mt-4" />
      <div className="mt-auto pt-6">
        <Link to={`/jobs/freelance/${post.id}`} className={buttonVariants({ variant: "outline" })}>
          View details<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </Card>
  );
}
