import { BriefcaseIcon, ClipboardListIcon, SearchCheckIcon, ShieldCheckIcon } from "lucide-react";
import { IconBadge } from "~/components/shared/icon-tile";
import { SectionHeading } from "./section-heading";

const features = [
  {
    title: "Discover Experts",
    text: "Search a curated directory of suppliers and procurement professionals by category, location and rating.",
    icon: SearchCheckIcon,
  },
  {
    title: "Manage Projects",
    text: "Publish tenders, follow projects in progress and collaborate with partners across regions.",
    icon: ClipboardListIcon,
  },
  {
    title: "Hire Talent",
    text: "Reach procurement, logistics and legal specialists through a job board built for the trade.",
    icon: BriefcaseIcon,
  },
  {
    title: "Transparent Reviews",
    text: "Choose with confidence using ratings, certifications and feedback from real buyers.",
    icon: ShieldCheckIcon,
  },
];

export function FeatureTiles() {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="features-heading"
        eyebrow="Why ProcureConnect"
        title="Everything procurement needs, in one place"
        text="From the first supplier search to the final review, the platform keeps buyers and suppliers connected."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ title, text, icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconBadge icon={icon} size="lg" />
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
