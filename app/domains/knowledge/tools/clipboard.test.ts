import { describe, expect, it, vi } from "vitest";
import { writeToClipboard } from "./clipboard";

describe("writeToClipboard", () => {
  it("writes the text and reports success", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(writeToClipboard("# RFP", { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("# RFP");
  });

  it("reports failure when the browser refuses the write", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await expect(writeToClipboard("# RFP", { writeText })).resolves.toBe(false);
  });

  it("reports failure when there is no Clipboard API (a non-secure origin)", async () => {
    await expect(writeToClipboard("# RFP", undefined)).resolves.toBe(false);
  });

  it("reports failure when writeText throws before returning a promise", async () => {
    const writeText = vi.fn(() => {
      throw new TypeError("Illegal invocation");
    });
    await expect(writeToClipboard("# RFP", { writeText })).resolves.toBe(false);
  });
});
