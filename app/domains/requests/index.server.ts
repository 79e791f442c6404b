// The requests domain's server-side public entry: its data layer and the forms inbox's router
// for the server, the notices' shapes for their e-mails, and a request as the data export holds it.
export { createRequests, type Requests } from "./data.server";
export {
  REPLY_FILES_AREA,
  type ExportedRequest,
  type OwnerNotice,
  type ReplyNotice,
  type RequestDetail,
} from "./data/model.server";
export { companyRouter } from "./router.server";
export { THREAD_FORM, THREAD_LIMIT, threadAction } from "./thread-action.server";
