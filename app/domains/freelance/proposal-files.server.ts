import type { FileStore } from "../../../server/files/file-store";
import { createTenderFiles, type DocumentFiles } from "../../../server/files/document-files";

// The files freelancers attach to proposals (issue 30): PDF, DOC or DOCX up to 10 MB, recognised
// by their bytes as the tenders' documents are, in an area of the private file store of their
// own. Only the post's owner downloads them, as attachments (docs/decisions/205).

export const PROPOSAL_FILES_AREA = "freelance-files";

export function createProposalFiles(files: FileStore): DocumentFiles {
  return createTenderFiles(files, ["pdf", "doc", "docx"]);
}
