// The RFP Draft Generator's text: a Markdown document built from three inputs, with
// placeholders standing in for the ones left empty.

export interface RfpInputs {
  projectName: string;
  companyName: string;
  scope: string;
}

export const RFP_PLACEHOLDERS = {
  projectName: "[Project Name]",
  companyName: "[Your Company Name]",
  scope: "[Describe the project scope, deliverables, requirements and timeline here.]",
} as const satisfies Record<keyof RfpInputs, string>;

export function buildRfpMarkdown(inputs: RfpInputs): string {
  const projectName = inputs.projectName.trim() || RFP_PLACEHOLDERS.projectName;
  const companyName = inputs.companyName.trim() || RFP_PLACEHOLDERS.companyName;
  const scope = inputs.scope.trim() || RFP_PLACEHOLDERS.scope;
  return [
    `# Request for Proposal: ${projectName}`,
    "",
    "## 1. Introduction",
    "",
    `${companyName} invites qualified vendors to submit proposals for ${projectName}. This ` +
      "request describes the work required and how to respond.",
    "",
    "## 2. Project Scope",
    "",
    scope,
    "",
    "## 3. Submission Deadline",
    "",
    "TBD",
    "",
    "## 4. Contact Information",
    "",
    "TBD",
    "",
  ].join("\n");
}
