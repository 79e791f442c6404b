// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { challenges } from "~/data/challenges";
import { ChallengeTabs } from "./challenge-tabs";

afterEach(cleanup);

describe("ChallengeTabs", () => {
  it("opens on Active with the active challenge, its description and reward", () => {
    render(<ChallengeTabs challenges={challenges} />);
    expect(screen.getByRole("tab", { name: "Active" }).getAttribute("aria-selected")).toBe("true");
    const active = challenges.find((c) => c.status === "Active")!;
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toContain(active.title);
    expect(panel.textContent).toContain(active.description);
    expect(panel.textContent).toContain(active.reward);
  });

  it("says so when a status has no challenges", async () => {
    render(<ChallengeTabs challenges={challenges.filter((c) => c.status !== "Past Winner")} />);
    await userEvent.click(screen.getByRole("tab", { name: "Past Winner" }));
    expect(screen.getByRole("tabpanel").textContent).toContain("No challenges in this category.");
  });
});
