// What the Unit Converter Express Version remembers, and how each control changes it. The state
// lives in the URL of the tools page (`?category=Weight&value=5`), so a shared link shows the
// same conversion and the server renders it; the converted values are not state: the component
// computes them from this on every render.
import { MAX_TEXT_FILTER_LENGTH, readOption } from "~/lib/search-params";
import {
  isUnitCategory,
  isUnitOf,
  UNIT_CATEGORIES,
  unitsOf,
  type UnitCategory,
  type UnitName,
} from "./units";

export interface ConverterState {
  category: UnitCategory;
  from: UnitName;
  to: UnitName;
  /** The From field's text exactly as typed. */
  value: string;
}

export interface ConverterPreset {
  label: string;
  category: UnitCategory;
  from: UnitName;
  to: UnitName;
}

/** The eight quick presets of the spec, in its order. */
export const CONVERTER_PRESETS: readonly ConverterPreset[] = [
  { label: "cm to inches", category: "Length", from: "Centimeter", to: "Inch" },
  { label: "kg to lbs", category: "Weight", from: "Kilogram", to: "Pound" },
  { label: "Celsius to Fahrenheit", category: "Temperature", from: "Celsius", to: "Fahrenheit" },
  { label: "mm to inches", category: "Length", from: "Millimeter", to: "Inch" },
  { label: "inches to cm", category: "Length", from: "Inch", to: "Centimeter" },
  { label: "lbs to kg", category: "Weight", from: "Pound", to: "Kilogram" },
  { label: "Fahrenheit to Celsius", category: "Temperature", from: "Fahrenheit", to: "Celsius" },
  { label: "inches to mm", category: "Length", from: "Inch", to: "Millimeter" },
];

export const DEFAULT_FROM_VALUE = "200";

/** Choosing a category selects its first unit as source and its second as target. */
export function selectCategory(state: ConverterState, category: UnitCategory): ConverterState {
  const [first, second] = unitsOf(category);
  return { ...state, category, from: first!, to: second ?? first! };
}

/**
 * Default state: 200 Meter to Centimeter. The spec names this pair itself; it is not the one
 * choosing Length gives (Meter to Kilometer, its first and second units).
 */
export const initialConverterState: ConverterState = {
  category: "Length",
  from: "Meter",
  to: "Centimeter",
  value: DEFAULT_FROM_VALUE,
};

export type ConverterAction =
  | { type: "category"; category: UnitCategory }
  | { type: "from"; unit: UnitName }
  | { type: "to"; unit: UnitName }
  | { type: "value"; value: string }
  | { type: "preset"; preset: ConverterPreset }
  /** The sidebar's Common Converters entry: back to Length, as choosing its tab would. */
  | { type: "common" };

export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case "category":
      return selectCategory(state, action.category);
    case "from":
      return isUnitOf(state.category, action.unit) ? { ...state, from: action.unit } : state;
    case "to":
      return isUnitOf(state.category, action.unit) ? { ...state, to: action.unit } : state;
    case "value":
      return { ...state, value: action.value };
    case "preset": {
      const { category, from, to } = action.preset;
      return { ...state, category, from, to };
    }
    case "common":
      return selectCategory(state, "Length");
  }
}

/**
 * The units a category opens with when the URL names none: 200 Meter to Centimeter for Length
 * (the default state), otherwise the category's first and second units.
 */
export function defaultUnits(category: UnitCategory): { from: UnitName; to: UnitName } {
  if (category === initialConverterState.category) {
    return { from: initialConverterState.from, to: initialConverterState.to };
  }
  const { from, to } = selectCategory(initialConverterState, category);
  return { from, to };
}

function readUnit(params: URLSearchParams, key: string, category: UnitCategory) {
  const raw = params.get(key)?.trim().toLowerCase();
  return unitsOf(category).find((unit) => unit.toLowerCase() === raw);
}

/** A number as a number field holds it (HTML's "valid floating-point number"). */
const NUMBER_TEXT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads the converter from a query string: category, from, to and value, each falling back to
 * its default when missing; a unit that is not of the category counts as missing. The value is
 * kept as typed when it is a number, and read as empty (which converts as 0) when it is not:
 * a number field could not show it.
 */
export function parseConverterState(params: URLSearchParams): ConverterState {
  const category =
    readOption(params, "category", UNIT_CATEGORIES) ?? initialConverterState.category;
  const defaults = defaultUnits(category);
  const value = params.get("value");
  return {
    category,
    from: readUnit(params, "from", category) ?? defaults.from,
    to: readUnit(params, "to", category) ?? defaults.to,
    value:
      value === null
        ? DEFAULT_FROM_VALUE
        : NUMBER_TEXT.test(value.trim())
          ? value.trim().slice(0, MAX_TEXT_FILTER_LENGTH)
          : "",
  };
}

/** The query string of a state, leaving out whatever is at its default. */
export function serialiseConverterState(state: ConverterState): URLSearchParams {
  const params = new URLSearchParams();
  const category = isUnitCategory(state.category) ? state.category : initialConverterState.category;
  const defaults = defaultUnits(category);
  if (category !== initialConverterState.category) params.set("category", category);
  if (state.from !== defaults.from) params.set("from", state.from);
  if (state.to !== defaults.to) params.set("to", state.to);
  if (state.value !== DEFAULT_FROM_VALUE) params.set("value", state.value);
  return params;
}

/** The link to a state of the converter on the page at `pathname`. */
export function converterHref(pathname: string, state: ConverterState): string {
  const query = serialiseConverterState(state).toString();
  return query ? `${pathname}?${query}` : pathname;
}
