// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CostCalculator } from "./cost-calculator";

afterEach(cleanup);

const total = () => screen.getByText("Total Cost").nextElementSibling?.textContent;

describe("CostCalculator", () => {
  it("totals what is typed", () => {
    render(<CostCalculator />);
    fireEvent.change(screen.getByLabelText("Unit Cost ($)"), { target: { value: "12.5" } });
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "4" } });
    expect(total()).toBe("$50.00");
  });
});
