// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { vendors } from "~/data/vendors";
import { ReviewItem } from "~/domains/reviews";
import { VendorCard } from "~/domains/companies";
import {
  RequestFields,
  RequestList,
  RequestReplies,
  SenderDetails,
} from "~/features/requests/request-parts";

// Every view of member text shows format characters as codes: the company's inbox and the
// buyer's list, a request's fields and sender, the thread's replies, and reviews.

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
  it("the inbox and the buyer's list", () => {
    const line = {
      id: "r1",
      form: "contact-vendor" as const,
      company: { name: sneaky("Acme"), slug: "acme" },
      from: sneaky("Ada"),
      subject: sneaky("Quote"),
      receivedAt: "2026-11-26T10:00:00.000Z",
      status: "new" as const,
      replyCount: 1,
    };
    for (const who of ["company", "buyer"] as const) {
      expectNeutral(
        rendered(<RequestList requests={[line]} hrefOf={(id) => `/${id}`} who={who} />),
      );
      cleanup();
    }
  });

  it("a request's fields, files, sender and replies", () => {
    const files = [{ id: "f1", originalName: sneaky("cv"), size: 10 }];
    expectNeutral(
      rendered(
        <>
          <RequestFields
            id="fields"
            title="Request"
            request={{
              fields: [{ name: "m", label: "Message", value: sneaky("Hi") }],
              attachments: files,
            }}
            fileHref={(id) => `/files/${id}`}
          />
          <SenderDetails sender={{ name: sneaky("Ada"), email: "ada@example.com", company: "" }} />
          <RequestReplies
            replies={[
              {
                id: "p1",
                authorName: sneaky("Bo"),
                body: sneaky("Sure"),
                createdAt: "2026-11-26T10:00:00.000Z",
                files,
              },
            ]}
            empty="None yet"
            fileHref={(id) => `/files/${id}`}
          />
        </>,
      ),
    );
  });

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
