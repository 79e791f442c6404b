import {
  BarChart3Icon,
  CalculatorIcon,
  FileTextIcon,
  RulerIcon,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { spendByDepartment } from "~/data/spend";
import { CostCalculator } from "./cost-calculator";
import { MiniAnalytics } from "./mini-analytics";
import { RfpGenerator } from "./rfp-generator";
import { UnitConverter } from "./unit-converter";

/** The four tools, in the spec's order, each with the anchor a link can open it by. */
export const TOOLS = [
  {
    anchor: "unit-converter",
    title: "Unit Converter Express Version",
    short: "Unit Converter",
    description: "Convert length, temperature, area, volume, weight and time as you type.",
    icon: RulerIcon,
  },
  {
    anchor: "cost-calculator",
    title: "Cost Calculator",
    short: "Cost Calculator",
    description: "Work out the subtotal, tax, shipping and total cost of an order.",
    icon: CalculatorIcon,
  },
  {
    anchor: "rfp-draft-generator",
    title: "RFP Draft Generator",
    short: "RFP Draft Generator",
    description: "Draft a request for proposal in Markdown, ready to copy.",
    icon: FileTextIcon,
  },
  {
    anchor: "mini-analytics",
    title: "Mini Analytics",
    short: "Mini Analytics",
    description: "Sample spend by department.",
    icon: BarChart3Icon,
  },
] as const satisfies readonly {
  anchor: string;
  title: string;
  short: string;
  description: string;
  icon: LucideIcon;
}[];

type ToolAnchor = (typeof TOOLS)[number]["anchor"];

const TOOL_BODIES: Record<ToolAnchor, () => ReactNode> = {
  "unit-converter": () => <UnitConverter />,
  "cost-calculator": () => <CostCalculator />,
  "rfp-draft-generator": () => <RfpGenerator />,
  "mini-analytics": () => <MiniAnalytics data={spendByDepartment} />,
};

/** Links to each tool's anchor, shown under the page title. */
export function ToolsJumpLinks() {
  return (
    <nav aria-label="Tools on this page" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {TOOLS.map(({ anchor, short, icon: Icon }) => (
          <li key={anchor}>
            <a
              href={`#${anchor}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-xs hover:border-brand-600 hover:text-brand-800"
            >
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ResourceTools() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:pb-20">
      {TOOLS.map(({ anchor, title, description, icon: Icon }) => (
        <section
          key={anchor}
          id={anchor}
          aria-labelledby={`${anchor}-heading`}
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <div className="mb-6 flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2
                id={`${anchor}-heading`}
                className="text-xl font-semibold text-slate-900 sm:text-2xl"
              >
                {title}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
            </div>
          </div>
          {TOOL_BODIES[anchor]()}
        </section>
      ))}
    </div>
  );
}
