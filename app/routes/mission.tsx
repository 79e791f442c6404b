import { EyeIcon, LinkIcon, ZapIcon } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "~/components/shared/call-to-action";
import { IconPointList } from "~/components/shared/icon-tile";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/mission";

const PAGE = {
  title: "Mission & Vision",
  description: "What ProcureConnect is for and where it is going.",
  path: "/about/mission",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

const values = [
  {
    title: "Transparency",
    text: "Clear profiles, honest ratings and visible certifications, so every choice can be explained and defended. Reviews are published as written, companies can reply in public, and operators explain every decision they take about a listing.",
    icon: EyeIcon,
  },
  {
    title: "Connection",
    text: "Buyers, suppliers and specialists meet where the work happens, across industries and borders. A small supplier in one country is as easy to find as a large one in another, and a request reaches the people who can answer it.",
    icon: LinkIcon,
  },
  {
    title: "Efficiency",
    text: "Practical tools and shared templates take the busywork out of sourcing, so teams spend time on decisions. Every form works on a phone and without waiting, and every list can be filtered and shared by its address.",
    icon: ZapIcon,
  },
];

const goals = [
  {
    title: "Open tenders to more bidders",
    text: "Every public tender on the network can be found by any qualified company, and bids stay sealed until the deadline.",
  },
  {
    title: "Make good suppliers visible",
    text: "A company is found for its work: its services, certifications and the reviews of buyers who worked with it.",
  },
  {
    title: "Share what experienced buyers know",
    text: "Articles, compliance guides, case studies, templates and training, written for people who buy for a living.",
  },
  {
    title: "Grow careers in procurement",
    text: "A job board and a member network for the people who do the work, wherever they are.",
  },
];

export default function Mission() {
  return (
    <>
      <PageHeader eyebrow="About" title={PAGE.title} description={PAGE.description} />
      <PageSection className="grid gap-12 lg:grid-cols-2">
        <TitledSection
          id="mission"
          title="Our Mission"
          size="xl"
          titleClassName="text-2xl font-bold"
        >
          <p className="mt-4 text-slate-700">
            Procurement decides what every business can build, and yet finding the right supplier
            still depends on who you know. Our mission is to make sourcing open and fair: any buyer
            can discover qualified suppliers, any supplier can be found on the strength of its work,
            and every professional can grow a network and a career in the field.
          </p>
          <p className="mt-4 text-slate-700">
            We do it with a supplier directory anyone can browse, tenders that any qualified company
            can bid on, a job board for procurement talent and a library of templates, guides and
            tools that capture what experienced buyers already know.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {goals.map((g) => (
              <li key={g.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-slate-900">{g.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{g.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection
          id="vision"
          title="Our Vision & Values"
          size="xl"
          titleClassName="text-2xl font-bold"
        >
          <p className="mt-4 text-slate-700">
            We picture a procurement world where trust is earned in public and partnerships start in
            minutes: where a buyer with an urgent need finds three credible suppliers before lunch,
            and a supplier with a good record wins work far from home. Three values guide every
            feature we build.
          </p>
          <IconPointList points={values} />
        </TitledSection>
      </PageSection>
      <PageSection className="pt-0 pb-20">
        <CallToAction
          title="Meet the people behind ProcureConnect"
          text="A small team of buyers, engineers and editors."
        >
          <Link to="/about/team" className={buttonVariants({ variant: "inverse" })}>
            Our Team
          </Link>
        </CallToAction>
      </PageSection>
    </>
  );
}
