import { describe, expect, it } from "vitest";
import {
  CONVERTER_PRESETS,
  converterHref,
  converterReducer,
  initialConverterState,
  parseConverterState,
  selectCategory,
  serialiseConverterState,
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

describe("converter state in the URL", () => {
  const parse = (query: string) => parseConverterState(new URLSearchParams(query));
  const query = (state: Parameters<typeof serialiseConverterState>[0]) =>
    serialiseConverterState(state).toString();

  it("reads an empty query string as the default state, and writes that as nothing", () => {
    expect(parse("")).toEqual(initialConverterState);
    expect(query(initialConverterState)).toBe("");
    expect(converterHref("/resources/tools", initialConverterState)).toBe("/resources/tools");
  });

  it("reads every part of a shared link", () => {
    expect(parse("category=Length&from=Meter&to=Centimeter&value=200")).toEqual(
      initialConverterState,
    );
    expect(parse("category=Weight&from=Pound&to=Ounce&value=2.5")).toEqual({
      category: "Weight",
      from: "Pound",
      to: "Ounce",
      value: "2.5",
    });
  });

  it("opens a category without units at its first and second units", () => {
    expect(parse("category=Temperature")).toMatchObject({ from: "Celsius", to: "Fahrenheit" });
    expect(parse("category=time")).toMatchObject({ category: "Time", from: "Second" });
  });

  it("leaves out whatever is at its default, so choosing a tab gives a short link", () => {
    const temperature = converterReducer(initialConverterState, {
      type: "category",
      category: "Temperature",
    });
    expect(query(temperature)).toBe("category=Temperature");
    // Length's own tab selects Meter to Kilometer, unlike the default state.
    const length = converterReducer(temperature, { type: "category", category: "Length" });
    expect(query(length)).toBe("to=Kilometer");
    expect(parse(query(length))).toEqual(length);
    expect(query({ ...initialConverterState, value: "" })).toBe("value=");
    expect(parse("value=")).toMatchObject({ value: "" });
  });

  it("round-trips every preset with any value", () => {
    for (const preset of CONVERTER_PRESETS) {
      const state = converterReducer(
        { ...initialConverterState, value: "-40" },
        {
          type: "preset",
          preset,
        },
      );
      expect(parse(query(state)), preset.label).toEqual(state);
    }
  });

  it("tolerates junk: unknown category or units fall back, long values are cut", () => {
    expect(parse("category=Money&from=Euro&to=%3Cscript%3E")).toEqual(initialConverterState);
    expect(parse("category=Weight&from=Meter")).toMatchObject({ from: "Kilogram", to: "Gram" });
    expect(parse(`value=${"9".repeat(5000)}`).value).toHaveLength(100);
    for (const text of ["abc", "1,5", "0x10", "Infinity", "1e", "--2", "%3Cb%3E"]) {
      const junk = parse(`value=${text}`);
      expect(junk.value, text).toBe("");
      expect(convert(junk.value, junk.category, junk.from, junk.to)).toBe(0);
    }
    expect(parse("value=-1.5e3").value).toBe("-1.5e3");
    expect(parse("value=.5").value).toBe(".5");
  });
});
