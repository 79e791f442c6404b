// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { challenges } from "~/data/challenges";
import type { ChallengeStatus } from "~/data/vocabularies";
import { ChallengeTabs } from "./challenge-tabs";

afterEach(cleanup);

function renderTab(status: ChallengeStatus, list = challenges.filter((c) => c.status === status)) {
  return render(
    <MemoryRouter initialEntries={["/ideas/challenges"]}>
      <ChallengeTabs
        data={{
          filters: status,
          page: { items: list, matches: list.length, total: challenges.length },
          nextPageHref: null,
        }}
      />
    </MemoryRouter>,
  );
}

describe("ChallengeTabs", () => {
  it("opens on Active with the active challenge, its description and reward", () => {
    renderTab("Active");
    expect(screen.getByRole("link", { name: "Active" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Past Winner" }).getAttribute("href")).toBe(
      "/ideas/challenges?status=past-winner",
    );
    const active = challenges.find((c) => c.status === "Active")!;
    const panel = screen.getByRole("region", { name: "Active" });
    expect(panel.textContent).toContain(active.title);
    expect(panel.textContent).toContain(active.description);
    expect(panel.textContent).toContain(active.reward);
  });

  it("says so when a status has no challenges", () => {
    renderTab("Past Winner", []);
    expect(screen.getByRole("region", { name: "Past Winner" }).textContent).toContain(
      "No challenges in this category.",
    );
  });
});
