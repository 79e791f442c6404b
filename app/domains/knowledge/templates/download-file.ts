/**
 * Fetches a file and hands it to the browser as a download named `fileName`. Fetching first
 * (rather than a plain download link) means a missing file becomes an error we can show,
 * instead of the browser saving an error page under a document's name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download of ${url} failed with HTTP ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: release it a little later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
