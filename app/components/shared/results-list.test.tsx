// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readPage } from "~/lib/incremental";
import { ResultsList } from "./results-list";

afterEach(cleanup);

const names = Array.from({ length: 5 }, (_, i) => `Item ${i + 1}`);
const PAGE = 2;

function List() {
  const { items, next } = useLoaderData<{ items: string[]; next: string | null }>();
  return (
    <ResultsList
      items={items}
      matches={names.length}
      nextPageHref={next}
      getKey={(name) => name}
      renderItem={(name) => <a href={`#${name}`}>{name}</a>}
      className=""
      noun="items"
    />
  );
}

const Stub = createRoutesStub([
  {
    path: "/list",
    Component: List,
    HydrateFallback: () => null,
    loader: ({ request }) => {
      const page = readPage(new URL(request.url).searchParams);
      const items = names.slice(0, page * PAGE);
      return { items, next: items.length < names.length ? `/list?page=${page + 1}` : null };
    },
  },
]);

describe("ResultsList", () => {
  it("links to the next page, then moves the focus to the first newly shown item", async () => {
    render(<Stub initialEntries={["/list"]} />);
    const more = await screen.findByRole("link", { name: "Show more items (3 more)" });
    expect(more.getAttribute("href")).toBe("/list?page=2");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Item 3"));
    expect(screen.getByRole("link", { name: "Show more items (1 more)" })).toBeTruthy();
  });

  it("has no Show more once every match is shown", async () => {
    render(<Stub initialEntries={["/list?page=3"]} />);
    expect(await screen.findAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("link", { name: /Show more/ })).toBeNull();
  });
});
