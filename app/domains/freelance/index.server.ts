// The freelance domain's server-side public entry: its data layer for the repository, the
// closing of a company's posts when it leaves the network, the sample posts the seed and a
// migration insert, and the private store of the files attached to proposals.
export { closeCompanyPosts, createFreelance } from "./data.server";
export { createProposalFiles, PROPOSAL_FILES_AREA } from "./proposal-files.server";
export { insertSampleFreelance } from "./sample-freelance";
