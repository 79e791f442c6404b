// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { templates } from "~/data/templates";
import { TemplateLibrary } from "./template-library";
import type { TemplateCategoryChoice } from "./template-filters";

afterEach(cleanup);

function renderLibrary(
  choice: TemplateCategoryChoice,
  list = templates.filter((t) => choice === "All" || t.category === choice),
) {
  return render(
    <MemoryRouter initialEntries={["/knowledge/templates"]}>
      <TemplateLibrary
        data={{
          filters: choice,
          page: { items: list, matches: list.length, total: templates.length },
          nextPageHref: null,
        }}
      />
    </MemoryRouter>,
  );
}

describe("TemplateLibrary", () => {
  it("shows all 24 templates under All", () => {
    renderLibrary("All");
    expect(screen.getByRole("status").textContent).toBe("Showing 24 templates");
    expect(screen.getAllByRole("button", { name: /^Download/ })).toHaveLength(24);
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBe("page");
  });

  it("links each category by name and marks the chosen one", () => {
    renderLibrary("Legal");
    const legal = templates.filter((t) => t.category === "Legal");
    expect(screen.getByRole("status").textContent).toBe(`Showing ${legal.length} templates`);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      legal.map((t) => t.title),
    );
    expect(screen.getByRole("link", { name: "Legal" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "All" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "Vendor Management" }).getAttribute("href")).toBe(
      "/knowledge/templates?category=Vendor+Management",
    );
  });

  it("says so when a category has no templates", () => {
    renderLibrary("Finance", []);
    expect(screen.getByText("No templates found in this category.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 0 templates");
  });
});
