import type { Context } from "hono";
import { memberDataZip, type AuthModule } from "../app/domains/accounts/index.server";
import type { Notifications } from "../app/domains/notifications/index.server";
import type { Requests } from "../app/domains/requests/index.server";
import type { Repository } from "./db/repository";
import type { createInboxModule } from "./inbox/inbox-module";
import type { AccountsGateway, LoadContext, Viewer } from "./load-context";

// What every page's loaders and actions receive as `context` (server/load-context.ts), made per
// request from the services the server opened (server/index.ts).

type Inbox = Awaited<ReturnType<typeof createInboxModule>>;

/** The services a request's context is made of; `user` and the accounts are per request. */
export type PageServices = Omit<
  LoadContext,
  "nonce" | "user" | "accounts" | "memberData" | "forms"
> & {
  auth: AuthModule | null;
  /** The forms inbox the forms post to (`inbox` is the console's view of it). */
  formsInbox: Inbox;
  viewerFor(request: Request): Promise<Viewer | null>;
  requests: Requests;
  notifications: Notifications;
};

/** The built-in accounts as a request's pages use them, on behalf of the request's member. */
function accountsGateway(auth: AuthModule, c: Context, repo: Repository): AccountsGateway {
  const headers = c.req.raw.headers;
  return {
    post: (path, body) => auth.post(c, path, body),
    verifyEmail: (token) => auth.verifyEmail(token, headers),
    changeEmail: (password, code, newEmail) => auth.changeEmail(headers, password, code, newEmail),
    sessions: () => auth.sessions(headers),
    endSession: (id) => auth.endSession(headers, id),
    endOtherSessions: () => auth.endOtherSessions(headers),
    securityLog: () => auth.securityLog(headers),
    resetLinkValid: (token) => auth.resetLinkValid(token),
    passkeys: () => auth.passkeys(headers),
    pendingEnrolment: () => auth.pendingEnrolment(headers),
    removePasskey: (id) => auth.removePasskey(headers, id),
    leave: async (password, code) => {
      const member = await auth.userFor(headers);
      if (!member) return "signed-out";
      const verdict = await auth.confirm(headers, password, code);
      if (verdict !== "ok") return verdict;
      const erased = await repo.accountRecords.erase(member.id);
      if (erased) {
        // Told once its rows (and its unsent e-mail) are gone.
        await auth.accountDeleted(member.email, headers);
        // Counts only: who left is not kept in the log either.
        console.log(
          `[accounts] an account was deleted (${erased.reviews} reviews kept as former member's, ${erased.companiesUnlisted} companies unlisted)`,
        );
      }
      return erased ? "ok" : "signed-out";
    },
  };
}

/** Makes each request's context from the server's services. */
export function pageContext({ auth, formsInbox, viewerFor, ...services }: PageServices) {
  const { repo, requests } = services;
  return async (request: Request, c: Context): Promise<LoadContext> => ({
    ...services,
    user: await viewerFor(request),
    accounts: auth ? accountsGateway(auth, c, repo) : null,
    memberData: async (userId) => {
      const records = await repo.accountRecords.of(userId);
      if (!records) return null;
      const proposalFiles = (await repo.freelance.ownFiles(userId)).map((file) => ({
        ...file,
        open: async () => {
          const content = await services.freelanceFiles.open(file.stored);
          // A file that cannot be read fails the download rather than leaving it out (154).
          if (!content) throw new Error(`A proposal's file is missing: ${file.id}`);
          return content;
        },
      }));
      return memberDataZip({
        records,
        requests: await requests.everyOf(userId),
        proposalFiles,
      });
    },
    forms: {
      submit: (mailbox, body, from) =>
        formsInbox.submit(mailbox, body, {
          sender: formsInbox.senderOf(c),
          headers: c.req.raw.headers,
          vendor: from?.vendor,
          job: from?.job,
          // Counted when the page read the post (pagePosts).
          counted: true,
        }),
    },
  });
}
