// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Form, Link, RouterProvider, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { readOption, readText, toSearchParams, type FilterCodec } from "~/lib/search-params";
import { useGetForm } from "./filter-form";

afterEach(cleanup);

const CATEGORIES = ["Energy", "Finance"] as const;
type Filters = { q?: string; category?: (typeof CATEGORIES)[number] };
const codec: FilterCodec<Filters> = {
  parse: (params) => ({
    q: readText(params, "q"),
    category: readOption(params, "category", CATEGORIES),
  }),
  serialise: ({ q, category }) => toSearchParams({ q, category }),
  fields: ({ q, category }) => ({ q: q ?? "", category: category ?? "" }),
};

function Directory() {
  const [params] = useSearchParams();
  const form = useGetForm(codec, codec.parse(params));
  return (
    <>
      <Form {...form} aria-label="Filters">
        <input aria-label="Search" name="q" defaultValue={codec.parse(params).q ?? ""} />
        <select
          aria-label="Category"
          name="category"
          defaultValue={codec.parse(params).category ?? ""}
        >
          <option value="">All</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </Form>
      <Link to="/vendors">Reset Filters</Link>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/vendors", element: <Directory /> }], {
    initialEntries: ["/", url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("useGetForm", () => {
  it("puts each change in the URL at once, in canonical form, replacing the history entry", async () => {
    const router = renderAt("/vendors");
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), {
      target: { value: "Energy" },
    });
    await settle();
    expect(router.state.location.search).toBe("?category=Energy");
    expect(router.state.historyAction).toBe("REPLACE");

    const search = screen.getByRole("textbox", { name: "Search" });
    fireEvent.change(search, { target: { value: "solar" } });
    await settle();
    expect(router.state.location.search).toBe("?q=solar&category=Energy");
  });

  it("reads junk in the address as no filter, and leaves it out of the next query", async () => {
    const router = renderAt("/vendors?category=nonsense&page=7");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveProperty("value", "");
    fireEvent.change(screen.getByRole("textbox", { name: "Search" }), {
      target: { value: "solar" },
    });
    await settle();
    expect(router.state.location.search).toBe("?q=solar");
  });

  it("shows state changed from outside the form, except in the control being used", async () => {
    const router = renderAt("/vendors?q=solar&category=Finance");
    const search = screen.getByRole("textbox", { name: "Search" });
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(search).toHaveProperty("value", "solar");
    expect(category).toHaveProperty("value", "Finance");

    search.focus();
    fireEvent.click(screen.getByRole("link", { name: "Reset Filters" }));
    await settle();
    expect(router.state.location.search).toBe("");
    expect(category).toHaveProperty("value", "");
    // The visitor is typing in it: left as it is.
    expect(search).toHaveProperty("value", "solar");
  });
});
