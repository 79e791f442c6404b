import { data } from "react-router";
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";

/** What a form that could not be read (cut off, not a form) is answered with. */
export const SEND_AGAIN = "Please send the form again.";

/**
 * The request's form data, read only while it stays within `max` bytes: the declared length is
 * checked before anything is read, and the bytes are counted as they arrive. Every route action
 * that reads a form reads it through here; the dialog forms' limit (attachments included) is the
 * default, and the other forms pass their own, smaller one.
 */
export async function readFormData(
  request: Request,
  max = MAX_REQUEST_BYTES,
): Promise<FormData | "too-large" | "malformed"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > max) return "too-large";
  if (!request.body) return "malformed";
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new RangeError("The form is too large."));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: counted,
      duplex: "half",
    } as RequestInit);
    return await copy.formData();
  } catch {
    return seen > max ? "too-large" : "malformed";
  }
}

/**
 * The request's form data, for an action with nothing to show when it cannot be read: a form
 * over `max` is answered 413, one that is not a form 400 (thrown, as React Router's `data`).
 */
export async function requireFormData(
  request: Request,
  max = MAX_REQUEST_BYTES,
): Promise<FormData> {
  const form = await readFormData(request, max);
  if (typeof form === "string") throw data(null, { status: form === "too-large" ? 413 : 400 });
  return form;
}
