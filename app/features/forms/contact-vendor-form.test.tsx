// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { vendors } from "~/data/vendors";
import { ContactVendorForm } from "./contact-vendor-form";
import { EMPTY_CONTACT_VENDOR } from "./drafts";
import { FormPage } from "./form-page";
import type { FormResult } from "./form-post";

// Text typed into a form's fields while its page's scripts loaded stays in the fields even when
// the form's state missed it (a phone, scripts late): the form sends what the fields hold
// (docs/decisions/232). The browser test tests/e2e/forms-hydration.spec.ts types while a slow
// page hydrates; here the fields are given values the state never heard of.

afterEach(cleanup);

const vendor = vendors[0]!;

function renderPage(posted: FormData[]) {
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: () => (
        <FormPage
          title="Contact Vendor"
          intro="Send a message."
          back={{ to: "/", label: "Back" }}
          action="/contact"
          empty={EMPTY_CONTACT_VENDOR}
        >
          {(controller, cancel) => (
            <ContactVendorForm vendor={vendor} controller={controller} cancel={cancel} />
          )}
        </FormPage>
      ),
      action: async ({ request }): Promise<FormResult> => {
        posted.push(await request.formData());
        return { kind: "success", text: "Message sent successfully!" };
      },
    },
  ]);
  return render(<Stub initialEntries={["/contact"]} />);
}

describe("Contact Vendor", () => {
  it("sends what its fields hold, though its state never saw it typed", async () => {
    const posted: FormData[] = [];
    renderPage(posted);
    // Set as the browser keeps text typed before hydration: in the field, with no event React saw.
    const typed = {
      Name: "Bo Buyer",
      Email: "bo@example.com",
      Message: "Do you ship to Porto?",
    };
    for (const [label, value] of Object.entries(typed)) {
      (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value = value;
    }
    fireEvent.submit(screen.getByRole("button", { name: "Send Message" }).closest("form")!);
    await waitFor(() => expect(screen.getByText("Message sent successfully!")).toBeTruthy());
    expect(screen.queryByText("Please fill in all required fields")).toBeNull();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get("name")).toBe("Bo Buyer");
    expect(posted[0]!.get("email")).toBe("bo@example.com");
    expect(posted[0]!.get("message")).toBe("Do you ship to Porto?");
  });
});
