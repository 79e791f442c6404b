// What the Unit Converter Express Version remembers, and how each control changes it. The
// converted values are not state: the component computes them from this on every render.
import { isUnitOf, unitsOf, type UnitCategory, type UnitName } from "./units";

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
