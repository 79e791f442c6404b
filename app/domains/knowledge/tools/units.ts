// The unit catalogue of the converter (spec section 3) and the conversion maths (section 9).
// Every unit converts through its category's base unit: meter, Celsius, square meter, cubic
// meter, kilogram, second.

export const UNIT_CATEGORIES = [
  "Length",
  "Temperature",
  "Area",
  "Volume",
  "Weight",
  "Time",
] as const;
export type UnitCategory = (typeof UNIT_CATEGORIES)[number];

type LinearCategory = Exclude<UnitCategory, "Temperature">;

/** Base units per unit of each linear category, in catalogue order. */
const LINEAR_FACTORS = {
  Length: {
    Meter: 1,
    Kilometer: 1000,
    Centimeter: 0.01,
    Millimeter: 0.001,
    Micrometer: 1e-6,
    Nanometer: 1e-9,
    Mile: 1609.344,
    Yard: 0.9144,
    Foot: 0.3048,
    Inch: 0.0254,
    "Light Year": 9461e12,
  },
  Area: {
    "Square Meter": 1,
    "Square Kilometer": 1e6,
    "Square Centimeter": 1e-4,
    "Square Mile": 2589988.11,
    "Square Yard": 0.836127,
    "Square Foot": 0.092903,
    Hectare: 10000,
    Acre: 4046.86,
  },
  Volume: {
    "Cubic Meter": 1,
    "Cubic Centimeter": 1e-6,
    Liter: 0.001,
    Milliliter: 1e-6,
    Gallon: 0.00378541,
    Quart: 0.000946353,
    Pint: 0.000473176,
    Cup: 0.000236588,
  },
  Weight: {
    Kilogram: 1,
    Gram: 0.001,
    Milligram: 1e-6,
    Ton: 1000,
    Pound: 0.453592,
    Ounce: 0.0283495,
  },
  Time: {
    Second: 1,
    Minute: 60,
    Hour: 3600,
    Day: 86400,
    Week: 604800,
    Month: 2628000,
    Year: 31536000,
  },
} as const satisfies Record<LinearCategory, Record<string, number>>;

interface TemperatureScale {
  toCelsius: (value: number) => number;
  fromCelsius: (celsius: number) => number;
}

const TEMPERATURE_SCALES = {
  Celsius: { toCelsius: (c) => c, fromCelsius: (c) => c },
  Fahrenheit: { toCelsius: (f) => ((f - 32) * 5) / 9, fromCelsius: (c) => (c * 9) / 5 + 32 },
  Kelvin: { toCelsius: (k) => k - 273.15, fromCelsius: (c) => c + 273.15 },
} as const satisfies Record<string, TemperatureScale>;

export type UnitName =
  | { [C in LinearCategory]: keyof (typeof LINEAR_FACTORS)[C] }[LinearCategory]
  | keyof typeof TEMPERATURE_SCALES;

/** The units of a category, in catalogue order (the first is the base unit). */
export function unitsOf(category: UnitCategory): readonly UnitName[] {
  const table = category === "Temperature" ? TEMPERATURE_SCALES : LINEAR_FACTORS[category];
  return Object.keys(table) as UnitName[];
}

export function isUnitCategory(value: string): value is UnitCategory {
  return (UNIT_CATEGORIES as readonly string[]).includes(value);
}

export function isUnitOf(category: UnitCategory, unit: string): unit is UnitName {
  return (unitsOf(category) as readonly string[]).includes(unit);
}

/**
 * Reads a typed value as a decimal number. Empty, non-numeric and non-finite text counts as 0
 * (spec section 5), so the tools never show an error or NaN.
 */
export function toNumber(input: string | number): number {
  const value = typeof input === "number" ? input : Number.parseFloat(input.trim());
  return Number.isFinite(value) ? value : 0;
}

function toBase(category: UnitCategory, unit: string, value: number): number {
  if (category === "Temperature") {
    return TEMPERATURE_SCALES[unit as keyof typeof TEMPERATURE_SCALES].toCelsius(value);
  }
  const factors: Record<string, number> = LINEAR_FACTORS[category];
  return value * (factors[unit] ?? 0);
}

function fromBase(category: UnitCategory, unit: string, base: number): number {
  if (category === "Temperature") {
    return TEMPERATURE_SCALES[unit as keyof typeof TEMPERATURE_SCALES].fromCelsius(base);
  }
  const factors: Record<string, number> = LINEAR_FACTORS[category];
  return base / (factors[unit] ?? 1);
}

/**
 * Converts `input` from one unit to another of the same category. Junk input counts as 0; a unit
 * that is not in the category gives 0.
 */
export function convert(
  input: string | number,
  category: UnitCategory,
  from: string,
  to: string,
): number {
  if (!isUnitOf(category, from) || !isUnitOf(category, to)) return 0;
  const value = toNumber(input);
  if (from === to) return value;
  return fromBase(category, to, toBase(category, from, value));
}

/** Fixed-point text with `digits` decimals, without a stray minus on a value that rounds to 0. */
export function formatFixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** The converter's To field: 6 decimals (spec section 9). */
export const formatResult = (value: number) => formatFixed(value, 6);

/** A row of the converter's to list: 8 decimals (spec section 9). */
export const formatListValue = (value: number) => formatFixed(value, 8);
