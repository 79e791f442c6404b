// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { projects } from "~/data/projects";
import type { ProjectStatus } from "~/data/vocabularies";
import { ProjectTabs } from "./project-tabs";

afterEach(cleanup);

function renderTab(status: ProjectStatus, list = projects.filter((p) => p.status === status)) {
  return render(
    <MemoryRouter initialEntries={["/projects"]}>
      <ProjectTabs
        data={{
          filters: status,
          page: { items: list, matches: list.length, total: projects.length },
          nextPageHref: null,
        }}
      />
    </MemoryRouter>,
  );
}

describe("ProjectTabs", () => {
  it("links each status, marking the one shown, with Active Tender as the bare page", () => {
    renderTab("Active Tender");
    const nav = screen.getByRole("navigation", { name: "Project status" });
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Active Tender", "/projects"],
      ["In Progress", "/projects?status=in-progress"],
      ["Collaboration", "/projects?status=collaboration"],
    ]);
    expect(links.map((a) => a.getAttribute("aria-current"))).toEqual(["page", null, null]);
  });

  it("lists the loader's projects for the chosen status with their count", () => {
    renderTab("In Progress");
    const panel = screen.getByRole("region", { name: "In Progress" });
    expect(panel.textContent).toContain("Showing 3 projects");
    const titles = [...panel.querySelectorAll("h3")].map((h) => h.textContent);
    expect(titles).toEqual(projects.filter((p) => p.status === "In Progress").map((p) => p.title));
    expect(screen.getByRole("link", { name: "In Progress" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("says so when a status has no projects", () => {
    renderTab("Collaboration", []);
    expect(screen.getByRole("region", { name: "Collaboration" }).textContent).toContain(
      "No projects in this category.",
    );
  });
});
