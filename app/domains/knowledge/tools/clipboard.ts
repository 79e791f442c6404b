// Writing text to the clipboard where the browser allows it. The Clipboard API is missing on a
// non-secure origin and rejects when permission is denied: both come back as false, never as
// an error, so the caller can tell the user and let them copy by hand.

/** How long the Copy button says Copied! (spec section 9). */
export const COPIED_MESSAGE_MS = 2000;

type ClipboardWriter = Pick<Clipboard, "writeText">;

export async function writeToClipboard(
  text: string,
  clipboard: ClipboardWriter | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== "function") return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
