import { describe, expect, it, vi } from "vitest";
import { FORM_URL } from "./form-config";
import { sendFromBrowser } from "./form-client-action";
import { postOf } from "./form-post";
import { FORM_TEXT } from "./submission";
import { SPEC_PAYLOAD_FIELDS } from "./testing";

const vendor = { name: "Lumenstack" };
const ATTEMPT = "0b7f3c52-4e1d-4a8a-9d3b-6c2f1e8a7d40";
const request = (body: FormData) =>
  new Request("http://localhost/vendors/lumenstack/contact", { method: "POST", body });

describe("a form sent from the browser", () => {
  it("goes straight to the form endpoint with the payload, the subject as the page sent it", async () => {
    const send = vi.fn(async () => ({ ok: true as const, message: "" }));
    const values = { name: "Bo", email: "bo@example.com", message: "Hi" };
    const result = await sendFromBrowser(
      "contact-vendor",
      request(postOf("contact-vendor", vendor, values, [], ATTEMPT)),
      send,
    );
    expect(result).toEqual({ kind: "success", text: FORM_TEXT["contact-vendor"].success });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]! as unknown as [string, FormData];
    expect(url).toBe(FORM_URL);
    expect([...body.keys()]).toEqual([...SPEC_PAYLOAD_FIELDS["contact-vendor"], "_idempotency"]);
    expect(body.get("_subject")).toBe("Message for Lumenstack");
    expect(body.get("_idempotency")).toBe(ATTEMPT);
  });

  it("is checked with the same schema first, and not sent when it has a problem", async () => {
    const send = vi.fn();
    const result = await sendFromBrowser(
      "contact-vendor",
      request(postOf("contact-vendor", vendor, { name: "Bo", email: "bo@example.com" }, [])),
      send,
    );
    expect(result).toMatchObject({
      kind: "error",
      text: "Please fill in all required fields",
      field: "message",
    });
    expect(send).not.toHaveBeenCalled();
  });
});
