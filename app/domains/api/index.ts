// The API domain's public entry for other domains' pages.
export { DEVELOPER_LINKS, type DeveloperLink } from "./developer-links";
