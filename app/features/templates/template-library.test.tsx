// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { templates } from "~/data/templates";
import { TemplateLibrary } from "./template-library";

afterEach(cleanup);

describe("TemplateLibrary", () => {
  it("shows all 24 templates under All", () => {
    render(<TemplateLibrary templates={templates} />);
    expect(screen.getByRole("status").textContent).toBe("Showing 24 templates");
    expect(screen.getAllByRole("button", { name: /^Download/ })).toHaveLength(24);
  });

  it("narrows the list to a category and counts it", async () => {
    render(<TemplateLibrary templates={templates} />);
    await userEvent.click(screen.getByRole("radio", { name: "Legal" }));
    const legal = templates.filter((t) => t.category === "Legal");
    expect(screen.getByRole("status").textContent).toBe(`Showing ${legal.length} templates`);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      legal.map((t) => t.title),
    );
  });

  it("keeps a category chosen when its button is pressed again", async () => {
    render(<TemplateLibrary templates={templates} />);
    await userEvent.click(screen.getByRole("radio", { name: "Finance" }));
    await userEvent.click(screen.getByRole("radio", { name: "Finance" }));
    expect(screen.getByRole("radio", { name: "Finance" }).getAttribute("aria-checked")).toBe(
      "true",
    );
  });

  it("says so when a category has no templates", async () => {
    render(<TemplateLibrary templates={templates.filter((t) => t.category !== "Finance")} />);
    await userEvent.click(screen.getByRole("radio", { name: "Finance" }));
    expect(screen.getByText("No templates found in this category.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 0 templates");
  });
});
