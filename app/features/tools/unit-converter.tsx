import { ArrowRightIcon, ArrowDownIcon } from "lucide-react";
import { useId, useReducer } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/utils";
import { CONVERTER_PRESETS, converterReducer, initialConverterState } from "./converter-state";
import { UnitListbox } from "./unit-listbox";
import {
  convert,
  formatListValue,
  formatResult,
  isUnitCategory,
  toNumber,
  UNIT_CATEGORIES,
  unitsOf,
  type UnitName,
} from "./units";

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

export function UnitConverter() {
  const [state, dispatch] = useReducer(converterReducer, initialConverterState);
  const { category, from, to, value } = state;
  const id = useId();
  const units = unitsOf(category);
  const result = convert(value, category, from, to);

  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <ConverterSidebar onCommon={() => dispatch({ type: "common" })} />

      <Tabs
        value={category}
        onValueChange={(next) => {
          if (isUnitCategory(next)) dispatch({ type: "category", category: next });
        }}
        className="min-w-0"
      >
        <TabsList aria-label="Unit category">
          {UNIT_CATEGORIES.map((c) => (
            <TabsTrigger key={c} value={c}>
              {c}
            </TabsTrigger>
          ))}
        </TabsList>

        {/* One panel per tab so each tab controls a panel; only the active one is mounted. */}
        {UNIT_CATEGORIES.map((c) => (
          <TabsContent key={c} value={c} className="mt-6 flex flex-col gap-6 outline-none">
            <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-from-value`}>From</Label>
                <Input
                  id={`${id}-from-value`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  value={value}
                  onChange={(event) => dispatch({ type: "value", value: event.target.value })}
                  aria-describedby={`${id}-from-unit-name`}
                  className="font-mono tabular-nums"
                />
                <span id={`${id}-from-unit-name`} className="text-xs text-slate-600">
                  {from}
                </span>
              </div>
              <span
                className="-my-1 flex justify-center text-slate-500 sm:my-0 sm:pb-8"
                aria-hidden="true"
              >
                <ArrowRightIcon className="hidden size-5 sm:block" />
                <ArrowDownIcon className="size-5 sm:hidden" />
              </span>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-to-value`}>To</Label>
                <Input
                  id={`${id}-to-value`}
                  readOnly
                  value={formatResult(result)}
                  aria-describedby={`${id}-to-unit-name`}
                  className="bg-slate-50 font-mono tabular-nums"
                />
                <span id={`${id}-to-unit-name`} className="text-xs text-slate-600">
                  {to}
                </span>
              </div>
            </div>

            <div className="grid gap-6 sm:grid-cols-2">
              <div className="flex min-w-0 flex-col gap-2">
                <span id={`${id}-from-label`} className="text-sm font-medium text-slate-800">
                  Convert from
                </span>
                <UnitListbox
                  id={`${id}-from-list`}
                  labelledBy={`${id}-from-label`}
                  options={units.map((unit) => ({ value: unit, label: unit }))}
                  value={from}
                  onChange={(unit) => dispatch({ type: "from", unit: unit as UnitName })}
                />
              </div>
              <div className="flex min-w-0 flex-col gap-2">
                <span id={`${id}-to-label`} className="text-sm font-medium text-slate-800">
                  Convert to
                </span>
                <UnitListbox
                  id={`${id}-to-list`}
                  labelledBy={`${id}-to-label`}
                  options={units.map((unit) => ({
                    value: unit,
                    label: unit,
                    detail: formatListValue(convert(value, category, from, unit)),
                  }))}
                  value={to}
                  onChange={(unit) => dispatch({ type: "to", unit: unit as UnitName })}
                />
              </div>
            </div>

            <p
              aria-live="polite"
              aria-atomic="true"
              data-testid="conversion-result"
              className="rounded-lg bg-brand-50 px-4 py-3 text-center font-mono text-base font-semibold break-words text-brand-900 tabular-nums sm:text-lg"
            >
              {`${toNumber(value)} ${from} = ${formatResult(result)} ${to}`}
            </p>
          </TabsContent>
        ))}

        <div className="mt-8 grid items-start gap-6 xl:grid-cols-2">
          <FindUnits idPrefix={id} />
          <section aria-labelledby={`${id}-presets`}>
            <h3 id={`${id}-presets`} className="text-base font-semibold text-slate-900">
              Quick Presets
            </h3>
            <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-2">
              {CONVERTER_PRESETS.map((preset) => (
                <li key={preset.label}>
                  {/* Not the shared Button: these labels must wrap on a phone. */}
                  <button
                    type="button"
                    onClick={() => dispatch({ type: "preset", preset })}
                    className="flex min-h-10 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-center text-sm leading-tight font-semibold text-slate-900 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {preset.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Tabs>
    </div>
  );
}

/** Two free-text fields the spec keeps without any effect on the converter. */
function FindUnits({ idPrefix }: { idPrefix: string }) {
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

function ConverterSidebar({ onCommon }: { onCommon: () => void }) {
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
          <button
            type="button"
            aria-current="true"
            onClick={onCommon}
            className="w-full rounded-md bg-brand-600 px-3 py-2 text-left text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Common Converters
          </button>
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
