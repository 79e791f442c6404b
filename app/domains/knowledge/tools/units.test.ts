import { describe, expect, it } from "vitest";
import {
  convert,
  formatFixed,
  formatListValue,
  formatResult,
  toNumber,
  UNIT_CATEGORIES,
  unitsOf,
  type UnitCategory,
} from "./units";

// Base units per unit, straight from spec section 9 (and the standard metric factors).
const FACTORS: Record<Exclude<UnitCategory, "Temperature">, Record<string, number>> = {
  Length: {
    Meter: 1,
    Kilometer: 1000,
    Centimeter: 0.01,
    Millimeter: 0.001,
    Micrometer: 0.000001,
    Nanometer: 0.000000001,
    Mile: 1609.344,
    Yard: 0.9144,
    Foot: 0.3048,
    Inch: 0.0254,
    "Light Year": 9461e12,
  },
  Area: {
    "Square Meter": 1,
    "Square Kilometer": 1000000,
    "Square Centimeter": 0.0001,
    "Square Mile": 2589988.11,
    "Square Yard": 0.836127,
    "Square Foot": 0.092903,
    Hectare: 10000,
    Acre: 4046.86,
  },
  Volume: {
    "Cubic Meter": 1,
    "Cubic Centimeter": 0.000001,
    Liter: 0.001,
    Milliliter: 0.000001,
    Gallon: 0.00378541,
    Quart: 0.000946353,
    Pint: 0.000473176,
    Cup: 0.000236588,
  },
  Weight: {
    Kilogram: 1,
    Gram: 0.001,
    Milligram: 0.000001,
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
};

const BASE: Record<UnitCategory, string> = {
  Length: "Meter",
  Temperature: "Celsius",
  Area: "Square Meter",
  Volume: "Cubic Meter",
  Weight: "Kilogram",
  Time: "Second",
};

describe("unit catalogue", () => {
  it("lists the six categories in the spec's tab order", () => {
    expect(UNIT_CATEGORIES).toEqual(["Length", "Temperature", "Area", "Volume", "Weight", "Time"]);
  });

  it("holds exactly the spec's units of each category, in its order", () => {
    expect(unitsOf("Length")).toEqual([
      "Meter",
      "Kilometer",
      "Centimeter",
      "Millimeter",
      "Micrometer",
      "Nanometer",
      "Mile",
      "Yard",
      "Foot",
      "Inch",
      "Light Year",
    ]);
    expect(unitsOf("Temperature")).toEqual(["Celsius", "Fahrenheit", "Kelvin"]);
    expect(unitsOf("Area")).toEqual([
      "Square Meter",
      "Square Kilometer",
      "Square Centimeter",
      "Square Mile",
      "Square Yard",
      "Square Foot",
      "Hectare",
      "Acre",
    ]);
    expect(unitsOf("Volume")).toEqual([
      "Cubic Meter",
      "Cubic Centimeter",
      "Liter",
      "Milliliter",
      "Gallon",
      "Quart",
      "Pint",
      "Cup",
    ]);
    expect(unitsOf("Weight")).toEqual(["Kilogram", "Gram", "Milligram", "Ton", "Pound", "Ounce"]);
    expect(unitsOf("Time")).toEqual(["Second", "Minute", "Hour", "Day", "Week", "Month", "Year"]);
  });

  it("starts every category with its base unit", () => {
    for (const category of UNIT_CATEGORIES) expect(unitsOf(category)[0]).toBe(BASE[category]);
  });
});

describe("convert", () => {
  for (const [category, factors] of Object.entries(FACTORS)) {
    for (const [unit, factor] of Object.entries(factors)) {
      it(`converts one ${unit} to ${factor} ${BASE[category as UnitCategory]} and back`, () => {
        const c = category as UnitCategory;
        expect(convert(1, c, unit, BASE[c])).toBe(factor);
        expect(convert(factor, c, BASE[c], unit)).toBeCloseTo(1, 12);
      });
    }
  }

  it("converts the default 200 Meter to 20000 Centimeter", () => {
    expect(convert("200", "Length", "Meter", "Centimeter")).toBe(20000);
    expect(formatResult(convert("200", "Length", "Meter", "Centimeter"))).toBe("20000.000000");
    expect(formatListValue(convert("200", "Length", "Meter", "Centimeter"))).toBe("20000.00000000");
  });

  it("converts between two non-base units through the base", () => {
    expect(convert(1, "Length", "Mile", "Foot")).toBeCloseTo(5280, 9);
    expect(convert(1, "Length", "Foot", "Inch")).toBeCloseTo(12, 12);
    expect(convert(1, "Weight", "Ton", "Pound")).toBeCloseTo(1000 / 0.453592, 9);
    expect(convert(1, "Time", "Year", "Day")).toBeCloseTo(365, 12);
    expect(convert(1, "Time", "Month", "Hour")).toBeCloseTo(730, 12);
    expect(convert(1, "Area", "Hectare", "Acre")).toBeCloseTo(10000 / 4046.86, 12);
    expect(convert(1, "Volume", "Gallon", "Liter")).toBeCloseTo(3.78541, 12);
    expect(convert(1, "Length", "Light Year", "Kilometer")).toBe(9461e9);
  });

  it("gives back the value it started from after a round trip between any two units", () => {
    for (const category of UNIT_CATEGORIES) {
      for (const from of unitsOf(category)) {
        for (const to of unitsOf(category)) {
          const there = convert(123.456, category, from, to);
          expect(convert(there, category, to, from)).toBeCloseTo(123.456, 9);
        }
      }
    }
  });

  it("returns the value itself when both units are the same", () => {
    for (const category of UNIT_CATEGORIES) {
      for (const unit of unitsOf(category)) expect(convert(7.25, category, unit, unit)).toBe(7.25);
    }
  });
});

describe("temperature", () => {
  it("converts Celsius with F = C×9/5+32 and K = C+273.15", () => {
    expect(convert(100, "Temperature", "Celsius", "Fahrenheit")).toBe(212);
    expect(convert(0, "Temperature", "Celsius", "Fahrenheit")).toBe(32);
    expect(convert(0, "Temperature", "Celsius", "Kelvin")).toBe(273.15);
    expect(convert(212, "Temperature", "Fahrenheit", "Celsius")).toBe(100);
    expect(convert(373.15, "Temperature", "Kelvin", "Celsius")).toBeCloseTo(100, 12);
  });

  it("meets at -40 in Celsius and Fahrenheit", () => {
    expect(convert(-40, "Temperature", "Celsius", "Fahrenheit")).toBe(-40);
    expect(convert(-40, "Temperature", "Fahrenheit", "Celsius")).toBe(-40);
    expect(convert(-40, "Temperature", "Celsius", "Kelvin")).toBeCloseTo(233.15, 12);
  });

  it("puts absolute zero at 0 K, -273.15 °C and -459.67 °F", () => {
    expect(convert(0, "Temperature", "Kelvin", "Celsius")).toBe(-273.15);
    expect(formatResult(convert(0, "Temperature", "Kelvin", "Fahrenheit"))).toBe("-459.670000");
    expect(convert(-459.67, "Temperature", "Fahrenheit", "Kelvin")).toBeCloseTo(0, 9);
    expect(formatResult(convert(-273.15, "Temperature", "Celsius", "Kelvin"))).toBe("0.000000");
  });
});

describe("junk input and unknown units", () => {
  it("counts empty, blank and non-numeric input as 0", () => {
    for (const junk of ["", "   ", "abc", "-", ".", "e5", "NaN", "Infinity", "--3"]) {
      expect(toNumber(junk), JSON.stringify(junk)).toBe(0);
      expect(convert(junk, "Length", "Meter", "Centimeter"), JSON.stringify(junk)).toBe(0);
    }
    expect(convert("", "Temperature", "Celsius", "Fahrenheit")).toBe(32);
    expect(toNumber(Number.NaN)).toBe(0);
  });

  it("reads decimals, negatives, exponents and surrounding spaces", () => {
    expect(toNumber(" 2.5 ")).toBe(2.5);
    expect(toNumber("-3")).toBe(-3);
    expect(toNumber("1e3")).toBe(1000);
    expect(toNumber(".5")).toBe(0.5);
  });

  it("gives 0 for a unit that is not in the category", () => {
    expect(convert(200, "Length", "Meter", "Parsec")).toBe(0);
    expect(convert(200, "Length", "Furlong", "Meter")).toBe(0);
    expect(convert(200, "Length", "Meter", "Kilogram")).toBe(0);
    expect(convert(200, "Temperature", "Rankine", "Celsius")).toBe(0);
    expect(convert(200, "Weight", "Pound", "")).toBe(0);
    expect(convert(200, "Time", "constructor", "Second")).toBe(0);
  });
});

describe("formatFixed", () => {
  it("pads and rounds to the given decimals", () => {
    expect(formatFixed(78.74015748031496, 6)).toBe("78.740157");
    expect(formatFixed(1, 8)).toBe("1.00000000");
  });

  it("drops the minus sign of a value that rounds to zero", () => {
    expect(formatFixed(-0, 6)).toBe("0.000000");
    expect(formatFixed(-1e-12, 8)).toBe("0.00000000");
    expect(formatFixed(-0.5, 6)).toBe("-0.500000");
  });
});
