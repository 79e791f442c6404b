import { HandshakeIcon, MessageSquareTextIcon, SearchIcon } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { SectionHeading } from "./section-heading";

// The star the supplier cards draw from the page's sprite, so the home page loads one drawing.
const StarIcon = ({ className }: { className?: string }) => (
  <SpriteIcon name="star" className={className} />
);

const steps = [
  {
    title: "Discover",
    text: "Search suppliers, projects and people that match your needs.",
    icon: SearchIcon,
  },
  {
    title: "Connect",
    text: "Contact vendors, request quotes and start conversations.",
    icon: MessageSquareTextIcon,
  },
  {
    title: "Collaborate",
    text: "Work together on tenders and projects with shared tools.",
    icon: HandshakeIcon,
  },
  {
    title: "Review",
    text: "Rate the work so the next buyer chooses with confidence.",
    icon: StarIcon,
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-heading" title="How It Works" text="Four steps to better buying." />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text, icon: Icon }, i) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow ring-1 ring-slate-200">
                <Icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {i + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 max-w-60 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
