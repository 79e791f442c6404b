import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import { CONVERTER_PRESETS, type ConverterAction } from "./converter-state";

// The Unit Converter's parts around the conversion itself: the list of converters, the presets
// and the find fields the spec keeps.

/** A link to the state an action leads to; with JavaScript it shows it in place. */
export type LinkPropsOf = (action: ConverterAction) => {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

const OTHER_CONVERTERS = [
  "Engineering",
  "Heat",
  "Fluids",
  "Light",
  "Electricity",
  "Magnetism",
  "Radiology",
  "Common Unit Systems",
] as const;

export function ConverterPresets({ id, linkProps }: { id: string; linkProps: LinkPropsOf }) {
  return (
    <section aria-labelledby={`${id}-presets`}>
      <h3 id={`${id}-presets`} className="text-base font-semibold text-slate-900">
        Quick Presets
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-2">
        {CONVERTER_PRESETS.map((preset) => {
          const { href, onClick } = linkProps({ type: "preset", preset });
          return (
            <li key={preset.label}>
              {/* Not the shared button styles: these labels must wrap on a phone. */}
              <Link
                to={href}
                onClick={onClick}
                className="flex min-h-10 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-center text-sm leading-tight font-semibold text-slate-900 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
              >
                {preset.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Two free-text fields the spec keeps without any effect on the converter. */
export function FindUnits({ idPrefix }: { idPrefix: string }) {
  return (
    <section
      aria-labelledby={`${idPrefix}-find`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={`${idPrefix}-find`} className="text-base font-semibold text-slate-900">
        Find the Units to Convert
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-find-from`}>From Unit</Label>
          <Input id={`${idPrefix}-find-from`} placeholder="e.g. Meter" autoComplete="off" />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${idPrefix}-find-to`}>To Unit</Label>
          <Input id={`${idPrefix}-find-to`} placeholder="e.g. Foot" autoComplete="off" />
        </div>
      </div>
    </section>
  );
}

export function ConverterSidebar({
  common,
}: {
  common: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
}) {
  return (
    <div>
      <h3 id="all-converters" className="text-base font-semibold text-slate-900">
        All Converters
      </h3>
      <ul
        aria-labelledby="all-converters"
        className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1"
      >
        <li>
          <Link
            to={common.href}
            onClick={common.onClick}
            aria-current="true"
            className="block w-full rounded-md bg-brand-600 px-3 py-2 text-left text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Common Converters
          </Link>
        </li>
        {OTHER_CONVERTERS.map((name) => (
          <li key={name}>
            <button
              type="button"
              disabled
              className={cn(
                "w-full cursor-not-allowed rounded-md border border-dashed border-slate-300 px-3 py-2 text-left text-sm text-slate-600",
                "lg:border-transparent",
              )}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
