import { describe, expect, it } from "vitest";
import { contentDisposition, downloadResponse } from "./download";

describe("downloads", () => {
  it("name the file safely, keeping its real name for browsers that read it", () => {
    expect(contentDisposition('CV "final".pdf')).toBe(
      `attachment; filename="CV _final_.pdf"; filename*=UTF-8''CV%20%22final%22.pdf`,
    );
    expect(contentDisposition("Angebot für Zoë.pdf")).toBe(
      `attachment; filename="Angebot f_r Zo_.pdf"; filename*=UTF-8''Angebot%20f%C3%BCr%20Zo%C3%AB.pdf`,
    );
  });

  it("are attachments, not sniffed and not cached", async () => {
    const response = downloadResponse({
      name: "a.pdf",
      contentType: "application/pdf",
      size: 3,
      open: () => new Blob(["abc"]).stream(),
    });
    expect(response.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toBe("abc");
  });
});
