// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fieldBinder, InputField } from "./field";

afterEach(cleanup);

describe("fieldBinder", () => {
  const values = { title: "Office chairs", budget: "", items: ["a"] };
  const field = fieldBinder("tender", values, { budget: "Please enter a number." });

  it("gives a field its prefixed id, its name, its value and its problem", () => {
    expect(field("title")).toEqual({
      id: "tender-title",
      name: "title",
      defaultValue: "Office chairs",
      error: undefined,
    });
    expect(field("budget")).toEqual({
      id: "tender-budget",
      name: "budget",
      defaultValue: "",
      error: "Please enter a number.",
    });
  });

  it("makes a labelled field that shows the value again and says what is wrong", () => {
    render(<InputField {...field("budget")} label="Budget" />);
    const input = screen.getByLabelText("Budget");
    expect(input).toHaveProperty("name", "budget");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("tender-budget-error");
    expect(screen.getByText("Please enter a number.").id).toBe("tender-budget-error");
  });
});
