// The shortlists domain's server-side public entry: its data layer for the repository, and what
// other domains' loaders read of a member's saves (the save toggles on cards and profiles).
export { shortlistsRepository } from "./data.server";
export { jobSaved, profileSave, vendorSaves } from "./saves.server";
