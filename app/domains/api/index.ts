// The API domain's public entry for other domains' pages.
export { DEVELOPER_LINKS, type DeveloperLink } from "./developer-links";
/** The server's refusal of a post to the API from another site's page (decisions 490, 536). */
export { API_FROM_A_PAGE, problemResponse } from "./problem";
