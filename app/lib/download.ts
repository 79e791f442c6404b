// A private file sent as a download: never shown inline, never sniffed into another type, never
// kept by a shared cache. Used for the files buyers and applicants upload.

export interface DownloadFile {
  name: string;
  contentType: string;
  size: number;
  open(): ReadableStream<Uint8Array>;
}

/** `attachment; filename="..."` with an ASCII fallback and the exact name in UTF-8 (RFC 6266). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_").trim() || "attachment";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function downloadResponse(file: DownloadFile): Response {
  return new Response(file.open(), {
    headers: {
      "Content-Type": file.contentType || "application/octet-stream",
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
