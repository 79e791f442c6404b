import { MAX_FILES, MESSAGES } from "~/domain/form-rules";
import { checkFile, type FileInfo, type FileRule } from "~/domain/form-schemas";

// Adding picked or dropped files to a quote request: each file is checked as it arrives, the
// good ones are kept (a file already in the list is not added twice), and the bad ones are
// named in the messages.

export interface PickedFile extends FileInfo {
  lastModified?: number;
}

function sameFile(a: PickedFile, b: PickedFile): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export function addFiles<F extends PickedFile>(
  current: readonly F[],
  incoming: readonly F[],
  rule: FileRule,
  max = MAX_FILES,
): { files: F[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    const problem = checkFile(rule, file);
    if (problem) {
      problems.push(problem.message);
      continue;
    }
    if (files.some((f) => sameFile(f, file))) continue;
    if (files.length >= max) {
      if (!problems.includes(MESSAGES.tooManyFiles)) problems.push(MESSAGES.tooManyFiles);
      continue;
    }
    files.push(file);
  }
  return { files, problems };
}

/** "512 bytes", "48 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
