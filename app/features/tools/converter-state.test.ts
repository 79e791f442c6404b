import { describe, expect, it } from "vitest";
import {
  CONVERTER_PRESETS,
  converterReducer,
  initialConverterState,
  selectCategory,
} from "./converter-state";
import { convert, formatResult, isUnitOf, UNIT_CATEGORIES, unitsOf } from "./units";

describe("converter state", () => {
  it("starts at 200 Meter to Centimeter", () => {
    expect(initialConverterState).toEqual({
      category: "Length",
      from: "Meter",
      to: "Centimeter",
      value: "200",
    });
  });

  it("selects a category's first unit as source and its second as target", () => {
    for (const category of UNIT_CATEGORIES) {
      const next = converterReducer(initialConverterState, { type: "category", category });
      expect(next.category).toBe(category);
      expect(next.from).toBe(unitsOf(category)[0]);
      expect(next.to).toBe(unitsOf(category)[1]);
      expect(next.value).toBe("200");
    }
    expect(selectCategory(initialConverterState, "Temperature")).toMatchObject({
      from: "Celsius",
      to: "Fahrenheit",
    });
  });

  it("keeps the typed text as it is", () => {
    const next = converterReducer(initialConverterState, { type: "value", value: "12." });
    expect(next.value).toBe("12.");
  });

  it("changes source and target only to units of the current category", () => {
    let state = converterReducer(initialConverterState, { type: "from", unit: "Mile" });
    state = converterReducer(state, { type: "to", unit: "Foot" });
    expect(state).toMatchObject({ from: "Mile", to: "Foot" });
    expect(converterReducer(state, { type: "to", unit: "Kelvin" })).toBe(state);
    expect(converterReducer(state, { type: "from", unit: "Gram" })).toBe(state);
  });

  it("has the spec's eight presets, each naming units of its category", () => {
    expect(CONVERTER_PRESETS.map((p) => p.label)).toEqual([
      "cm to inches",
      "kg to lbs",
      "Celsius to Fahrenheit",
      "mm to inches",
      "inches to cm",
      "lbs to kg",
      "Fahrenheit to Celsius",
      "inches to mm",
    ]);
    for (const preset of CONVERTER_PRESETS) {
      expect(isUnitOf(preset.category, preset.from), preset.label).toBe(true);
      expect(isUnitOf(preset.category, preset.to), preset.label).toBe(true);
    }
  });

  it("applies a preset's category, source and target and keeps the value", () => {
    const preset = CONVERTER_PRESETS.find((p) => p.label === "Fahrenheit to Celsius")!;
    const next = converterReducer(initialConverterState, { type: "preset", preset });
    expect(next).toEqual({
      category: "Temperature",
      from: "Fahrenheit",
      to: "Celsius",
      value: "200",
    });
    expect(formatResult(convert(next.value, next.category, next.from, next.to))).toBe("93.333333");
  });

  it("goes back to Length with Common Converters", () => {
    let state = converterReducer(initialConverterState, { type: "category", category: "Time" });
    state = converterReducer(state, { type: "value", value: "5" });
    expect(converterReducer(state, { type: "common" })).toEqual({
      category: "Length",
      from: "Meter",
      to: "Kilometer",
      value: "5",
    });
  });
});
