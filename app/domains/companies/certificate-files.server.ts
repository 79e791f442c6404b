import { createTenderFiles, type DocumentFiles } from "../../../server/files/document-files";
import type { FileStore } from "../../../server/files/file-store";

// Companies' certificates (issue 43, decision 442): PDF, PNG or JPEG up to 10 MB, recognised by
// their bytes, kept in the private file store and never served to the public: only the
// company's owner and operators download them.

export const CERTIFICATE_FILES_AREA = "company-certificates";

export function createCertificateFiles(files: FileStore): DocumentFiles {
  return createTenderFiles(files, ["pdf", "png", "jpg"]);
}
