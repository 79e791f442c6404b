// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UnitListbox } from "./unit-listbox";

const UNITS = ["Celsius", "Fahrenheit", "Kelvin"];

function Harness({ initial = "Celsius" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MemoryRouter>
      <span id="label">Convert from</span>
      <UnitListbox
        id="list"
        labelledBy="label"
        options={UNITS.map((unit) => ({
          value: unit,
          label: unit,
          href: `/tools?from=${unit}`,
          detail: `${unit.length}.0`,
        }))}
        value={value}
        onChange={setValue}
      />
    </MemoryRouter>
  );
}

const selected = () => screen.getByRole("option", { selected: true });

describe("UnitListbox", () => {
  afterEach(cleanup);

  it("is a labelled, focusable single-select list pointing at its selected option", () => {
    render(<Harness initial="Fahrenheit" />);
    const list = screen.getByRole("listbox", { name: "Convert from" });
    expect(list.tabIndex).toBe(0);
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(selected().textContent).toBe("Fahrenheit10.0");
    expect(list.getAttribute("aria-activedescendant")).toBe(selected().id);
  });

  it("moves the selection with the arrow keys, Home and End", () => {
    render(<Harness />);
    const list = screen.getByRole("listbox");
    fireEvent.keyDown(list, { key: "ArrowDown" });
    expect(selected().textContent).toMatch(/^Fahrenheit/);
    fireEvent.keyDown(list, { key: "End" });
    expect(selected().textContent).toMatch(/^Kelvin/);
    fireEvent.keyDown(list, { key: "ArrowDown" });
    expect(selected().textContent).toMatch(/^Kelvin/);
    fireEvent.keyDown(list, { key: "Home" });
    expect(selected().textContent).toMatch(/^Celsius/);
    expect(list.getAttribute("aria-activedescendant")).toBe(selected().id);
  });

  it("selects by the first letters typed and by click", () => {
    render(<Harness />);
    const list = screen.getByRole("listbox");
    fireEvent.keyDown(list, { key: "k" });
    expect(selected().textContent).toMatch(/^Kelvin/);
    fireEvent.click(screen.getByRole("option", { name: /Fahrenheit/ }));
    expect(selected().textContent).toMatch(/^Fahrenheit/);
  });

  it("makes each option a link to the page with it selected", () => {
    render(<Harness />);
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("href"))).toEqual([
      "/tools?from=Celsius",
      "/tools?from=Fahrenheit",
      "/tools?from=Kelvin",
    ]);
    // Hydrated: the list is the one tab stop; the rows are reached with the arrow keys.
    expect(screen.getAllByRole("option").map((option) => option.tabIndex)).toEqual([-1, -1, -1]);
  });

  it("leaves modified keys to the browser", () => {
    render(<Harness />);
    const list = screen.getByRole("listbox");
    fireEvent.keyDown(list, { key: "ArrowDown", altKey: true });
    fireEvent.keyDown(list, { key: "k", ctrlKey: true });
    expect(selected().textContent).toMatch(/^Celsius/);
  });
});
