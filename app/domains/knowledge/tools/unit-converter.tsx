import { ArrowDownIcon, ArrowRightIcon } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { useGetForm } from "~/components/shared/filter-form";
import { TabLinks } from "~/components/shared/tab-links";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useDraft } from "~/hooks/use-draft";
import type { FilterCodec } from "~/lib/search-params";
import { ConverterPresets, ConverterSidebar, FindUnits, type LinkPropsOf } from "./converter-parts";
import {
  converterHref,
  converterReducer,
  parseConverterState,
  serialiseConverterState,
  type ConverterAction,
  type ConverterState,
} from "./converter-state";
import { UnitListbox } from "./unit-listbox";
import {
  convert,
  formatListValue,
  formatResult,
  toNumber,
  UNIT_CATEGORIES,
  unitsOf,
} from "./units";

/** The converter's section on the tools page: its links land there when followed without JavaScript. */
const ANCHOR = "#unit-converter";

const converterCodec: FilterCodec<ConverterState> = {
  parse: parseConverterState,
  serialise: serialiseConverterState,
  fields: ({ category, from, to, value }) => ({ category, from, to, value }),
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The Unit Converter Express Version. Its state is the page's query string, so the server
 * renders any conversion a link asks for; every control is a link or the From field's GET form.
 * With JavaScript a change shows at once and replaces the history entry without scrolling.
 */
export function UnitConverter() {
  const id = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const committed = serialiseConverterState(parseConverterState(searchParams)).toString();
  // What the page shows: the URL's state, or a change made a moment ago the URL has yet to catch.
  const [shown, setShown] = useDraft(committed);
  const state = parseConverterState(new URLSearchParams(shown));
  const { category, from, to, value } = state;
  const result = convert(value, category, from, to);

  const valueForm = useGetForm(converterCodec, parseConverterState(searchParams), {
    action: `${pathname}${ANCHOR}`,
    onApply: (query) => setShown(query.toString()),
  });

  const show = (next: ConverterState) => {
    setShown(serialiseConverterState(next).toString());
    void navigate(converterHref(pathname, next), { replace: true, preventScrollReset: true });
  };
  /** A link to the state an action leads to; with JavaScript it shows it in place. */
  const linkProps: LinkPropsOf = (action: ConverterAction) => {
    const next = converterReducer(state, action);
    return {
      href: `${converterHref(pathname, next)}${ANCHOR}`,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        show(next);
      },
    };
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <ConverterSidebar common={linkProps({ type: "common" })} />

      <div className="min-w-0">
        <TabLinks
          label="Unit category"
          tabs={UNIT_CATEGORIES.map((c) => ({
            label: c,
            current: c === category,
            ...linkProps({ type: "category", category: c }),
          }))}
        />

        <div className="mt-6 flex flex-col gap-6">
          <ConverterValueForm
            id={id}
            form={valueForm}
            state={state}
            result={formatResult(result)}
          />

          <UnitLists id={id} state={state} linkProps={linkProps} onPick={show} />

          <p
            aria-live="polite"
            aria-atomic="true"
            data-testid="conversion-result"
            className="rounded-lg bg-brand-50 px-4 py-3 text-center font-mono text-base font-semibold break-words text-brand-900 tabular-nums sm:text-lg"
          >
            {`${toNumber(value)} ${from} = ${formatResult(result)} ${to}`}
          </p>
        </div>

        <div className="mt-8 grid items-start gap-6 xl:grid-cols-2">
          <FindUnits idPrefix={id} />
          <ConverterPresets id={id} linkProps={linkProps} />
        </div>
      </div>
    </div>
  );
}

/** The From value (the one GET form: without JavaScript, Convert submits it) and the result. */
function ConverterValueForm({
  id,
  form,
  state: { category, from, to, value },
  result,
}: {
  id: string;
  form: ReturnType<typeof useGetForm<ConverterState>>;
  state: ConverterState;
  result: string;
}) {
  return (
    <Form
      {...form}
      className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]"
    >
      <input type="hidden" name="category" value={category} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-from-value`}>From</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-from-value`}
            name="value"
            type="number"
            inputMode="decimal"
            step="any"
            defaultValue={value}
            aria-describedby={`${id}-from-unit-name`}
            className="font-mono tabular-nums"
          />
          <div className="hidden noscript:block">
            <Button type="submit" variant="outline">
              Convert
            </Button>
          </div>
        </div>
        <span id={`${id}-from-unit-name`} className="text-xs text-slate-600">
          {from}
        </span>
      </div>
      <span className="-my-1 flex justify-center text-slate-500 sm:my-0 sm:pb-8" aria-hidden="true">
        <ArrowRightIcon className="hidden size-5 sm:block" />
        <ArrowDownIcon className="size-5 sm:hidden" />
      </span>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-to-value`}>To</Label>
        <Input
          id={`${id}-to-value`}
          readOnly
          value={result}
          aria-describedby={`${id}-to-unit-name`}
          className="bg-slate-50 font-mono tabular-nums"
        />
        <span id={`${id}-to-unit-name`} className="text-xs text-slate-600">
          {to}
        </span>
      </div>
    </Form>
  );
}

/** The From and To lists: each unit a link, or a pick in place with JavaScript. */
function UnitLists({
  id,
  state,
  linkProps,
  onPick,
}: {
  id: string;
  state: ConverterState;
  linkProps: LinkPropsOf;
  onPick: (next: ConverterState) => void;
}) {
  const { category, from, value } = state;
  const units = unitsOf(category);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {(["from", "to"] as const).map((side) => (
        <div key={side} className="flex min-w-0 flex-col gap-2">
          <span id={`${id}-${side}-label`} className="text-sm font-medium text-slate-800">
            {side === "from" ? "Convert from" : "Convert to"}
          </span>
          <UnitListbox
            id={`${id}-${side}-list`}
            labelledBy={`${id}-${side}-label`}
            options={units.map((unit) => ({
              value: unit,
              label: unit,
              href: linkProps({ type: side, unit }).href,
              // The "to" list shows what the value comes to in each unit.
              detail:
                side === "to" ? formatListValue(convert(value, category, from, unit)) : undefined,
            }))}
            value={state[side]}
            onChange={(unit) =>
              onPick(converterReducer(state, { type: side, unit: unit as typeof from }))
            }
          />
        </div>
      ))}
    </div>
  );
}
