import { EyeIcon, LinkIcon, ZapIcon } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/shared/call-to-action";
import { IconPointList } from "~/components/shared/icon-tile";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { SITE_TAGLINE } from "~/lib/site-config";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "About",
      description:
        "ProcureConnect is the professional network for procurement: suppliers, buyers, projects, talent and knowledge in one place.",
      path: "/about",
    },
    matches,
  );
}

const values = [
  {
    title: "Transparency",
    text: "Clear profiles, honest ratings and visible certifications, so every choice can be explained and defended.",
    icon: EyeIcon,
  },
  {
    title: "Connection",
    text: "Buyers, suppliers and specialists meet where the work happens, across industries and borders.",
    icon: LinkIcon,
  },
  {
    title: "Efficiency",
    text: "Practical tools and shared templates take the busywork out of sourcing, so teams spend time on decisions.",
    icon: ZapIcon,
  },
];

export default function About() {
  return (
    <>
      <PageHeader
        title="About"
        description={`${SITE_TAGLINE} ProcureConnect brings buyers, suppliers, procurement professionals and job seekers together on one open platform, so good partners find each other faster.`}
      />
      <PageSection className="grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
            Our Mission
          </h2>
          <p className="mt-4 text-slate-700">
            Procurement decides what every business can build, and yet finding the right supplier
            still depends on who you know. Our mission is to make sourcing open and fair: any buyer
            can discover qualified suppliers, any supplier can be found on the strength of its work,
            and every professional can grow a network and a career in the field.
          </p>
          <p className="mt-4 text-slate-700">
            We do it with a supplier directory anyone can browse, project listings that open tenders
            to more bidders, a job board for procurement talent and a library of templates, guides
            and tools that capture what experienced buyers already know.
          </p>
        </section>
        <section aria-labelledby="vision-heading">
          <h2 id="vision-heading" className="text-2xl font-bold text-slate-900">
            Our Vision &amp; Values
          </h2>
          <p className="mt-4 text-slate-700">
            We picture a procurement world where trust is earned in public and partnerships start in
            minutes. Three values guide every feature we build.
          </p>
          <IconPointList points={values} />
        </section>
      </PageSection>
      <PageSection className="pt-0 pb-20">
        <CallToAction
          title="Ready to find your next supplier?"
          text="Browse the directory or get in touch with our team."
        >
          <div className="flex gap-3">
            <Link to="/vendors" className={buttonVariants({ variant: "inverse" })}>
              Find Suppliers
            </Link>
            <Link to="/contact" className={buttonVariants({ variant: "glass" })}>
              Contact Us
            </Link>
          </div>
        </CallToAction>
      </PageSection>
    </>
  );
}
