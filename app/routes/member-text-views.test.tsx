// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { vendors } from "~/data/vendors";
import { ReviewItem } from "~/domains/reviews";
import { VendorCard } from "~/domains/companies";

// Every view of member text shows format characters as codes: reviews and the directory's cards
// (the views of requests: app/domains/requests/request-parts.test.tsx).

afterEach(cleanup);

const RLO = "\u202e";
const ZWSP = "\u200b";
const sneaky = (text: string) => `${text}${RLO}fdp.exe${ZWSP}`;

function rendered(element: React.ReactNode): HTMLElement {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />).container;
}

function expectNeutral(container: HTMLElement) {
  const text = container.textContent ?? "";
  expect(text).toContain("⟦U+202E⟧");
  expect(/\p{Cf}/u.test(text)).toBe(false);
  for (const a of container.querySelectorAll("a[download]")) {
    expect(/\p{Cf}/u.test(a.getAttribute("download") ?? "")).toBe(false);
  }
}

describe("member text in views", () => {
  it("a review and its reply", () => {
    const review = {
      id: "v1",
      authorName: sneaky("Ada"),
      rating: 1,
      title: sneaky("Bad"),
      body: sneaky("Body"),
      relationship: "Client",
      createdAt: "2026-11-26T10:00:00.000Z",
      updatedAt: "2026-11-26T10:00:00.000Z",
      hidden: false,
      verifiedBuyer: false,
      reply: { body: sneaky("Reply"), at: "2026-11-26T11:00:00.000Z" },
    };
    expectNeutral(
      rendered(
        <ReviewItem
          review={review}
          vendor={{ slug: "a", name: sneaky("Acme"), category: "Energy" }}
        />,
      ),
    );
  });

  it("a company's card in the directory: its name and blurb", () => {
    const vendor = { ...vendors[0]!, name: sneaky("Acme"), shortBlurb: sneaky("We build") };
    expectNeutral(rendered(<VendorCard vendor={vendor} />));
  });
});
