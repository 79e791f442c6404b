// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { projects } from "~/data/projects";
import { ProjectTabs } from "./project-tabs";

afterEach(cleanup);

describe("ProjectTabs", () => {
  it("opens on Active Tender and lists only its projects", () => {
    render(<ProjectTabs projects={projects} />);
    expect(screen.getByRole("tab", { name: "Active Tender" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const panel = screen.getByRole("tabpanel");
    const titles = [...panel.querySelectorAll("h3")].map((h) => h.textContent);
    expect(titles).toEqual(
      projects.filter((p) => p.status === "Active Tender").map((p) => p.title),
    );
  });

  it("lists another status's projects when its tab is chosen", async () => {
    render(<ProjectTabs projects={projects} />);
    await userEvent.click(screen.getByRole("tab", { name: "In Progress" }));
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain("Showing 3 projects");
    expect(panel.textContent).not.toContain("Active Tender");
  });

  it("says so when a status has no projects", async () => {
    render(<ProjectTabs projects={projects.filter((p) => p.status !== "Collaboration")} />);
    await userEvent.click(screen.getByRole("tab", { name: "Collaboration" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("No projects in this category.");
  });
});
