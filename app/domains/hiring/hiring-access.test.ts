import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobFormValues } from "./schema";
import * as accountApplications from "./routes/account-applications";
// eslint-disable-next-line import-x/no-restricted-paths -- the inbox pages, as React Router calls them
import * as accountInboxFile from "~/domains/requests/routes/account-inbox-file";
// eslint-disable-next-line import-x/no-restricted-paths -- the inbox pages, as React Router calls them
import * as accountInboxRequest from "~/domains/requests/routes/account-inbox-request";
import * as accountJob from "./routes/account-job";
import * as accountJobForm from "./routes/account-job-form";
// eslint-disable-next-line import-x/no-restricted-paths -- the inbox pages, as React Router calls them
import * as accountRequest from "~/domains/requests/routes/account-request";
import * as jobDetail from "./routes/job-detail";
import { createRepository, type Repository } from "../../../server/db/repository";
import {
  refusingLimits,
  testBackends,
  testJobInput,
  type TestUser,
  testViewer,
  twoSampleCompanies,
} from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import { fakeFile, jobFields, sha256, type TestInbox } from "../../../server/inbox/testing";
import {
  inProcessMemberLimits,
  memberLimits,
  type MemberLimits,
} from "../../../server/member-limits";
import { createNotifications } from "~/domains/notifications/index.server";
import { createRequests, REPLY_FILES_AREA } from "~/domains/requests/index.server";
import { sendRequest, startCompanyInbox } from "../../../server/requests-testing";

// The pages of one job's applications, route by route, against our real inbox and database:
// an application sent through the inbox to a posted job reaches its company; another owner, a
// plain member (the applicant among them) and a signed-out visitor are each refused its owner's
// page, every action on it (status, note, message) and the CV, and nothing they try is written.

const [v1, v2] = twoSampleCompanies();
const ada = testViewer("ada");
const bob = testViewer("bob");
const cy = testViewer("cy");
const dee = testViewer("dee");

const JOB = testJobInput(v1.id);

describe.each(testBackends)("a job's applications on $name", ({ name: backend }) => {
  let inbox: TestInbox;
  let repo: Repository;
  let requests: ReturnType<typeof createRequests>;
  let notifications: ReturnType<typeof createNotifications>;

  beforeEach(async () => {
    inbox = await startCompanyInbox({
      backend,
      accounts: [ada, bob, cy, dee].map(({ id, name, email }) => ({ id, name, email })),
      owners: { [v1.id]: bob.id, [v2.id]: cy.id },
      buyer: ada,
      notifyOwner: () => undefined,
    });
    repo = createRepository(inbox.db);
    notifications = createNotifications({
      db: inbox.db,
      mailEnabled: true,
      mailFrom: "site@example.com",
    });
    requests = createRequests({
      db: inbox.db,
      store: inbox.store,
      notifications,
      files: openFileStore(inbox.db, inbox.dataDir, REPLY_FILES_AREA),
      publicUrl: "https://procure.example",
    });
  });
  afterEach(() => inbox.close());

  function context(user: TestUser, limits: MemberLimits = inProcessMemberLimits()) {
    return {
      repo,
      user,
      limits,
      requests,
      notifications,
      requireVerifiedEmail: false,
    } as unknown as AppLoadContext;
  }
  const get = (url: string) => new Request(`http://localhost${url}`);
  function post(url: string, values: Record<string, string>) {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.append(k, v);
    return new Request(`http://localhost${url}`, { method: "POST", body: form });
  }
  /** What a loader or action answered or threw: its status, and where a redirect goes. */
  async function outcome(run: () => unknown): Promise<{ status: number; location?: string }> {
    let value: unknown;
    try {
      value = await run();
    } catch (thrown) {
      value = thrown;
    }
    if (value instanceof Response) {
      return { status: value.status, location: value.headers.get("location") ?? undefined };
    }
    return { status: (value as { init?: ResponseInit } | null)?.init?.status ?? 200 };
  }
  // The route modules' functions, called as React Router calls them.
  type Args = Parameters<typeof accountJob.loader>[0];
  function args<A = Args>(user: TestUser, request: Request, params: Record<string, string>): A {
    return { context: context(user), request, params } as unknown as A;
  }

  /** Bob's published job and Ada's application to it (signed in, with a PDF CV). */
  async function applied() {
    const jobId = (await repo.hiring.create(bob.id, JOB, true))!;
    const cv = fakeFile("pdf", 40_000);
    const id = await sendRequest(
      inbox,
      jobFields({ _job: jobId, jobTitle: JOB.title, company: v1.name }),
      { files: [["file", cv, "Ada CV.pdf"]], cookie: "member=buyer" },
    );
    const [applicant] = (await repo.hiring.applicants(bob.id, jobId))!;
    expect(applicant).toMatchObject({ id, status: "new", cv: { name: "Ada CV.pdf" } });
    return { jobId, id, cv, fileId: applicant!.cv!.id };
  }

  it("refuses another owner, a member and a visitor every application page, action and CV", async () => {
    const { jobId, id, fileId } = await applied();
    const jobPage = `/account/jobs/${jobId}`;
    const inboxPage = `/account/inbox/${id}`;
    const filePage = `${inboxPage}/files/${fileId}`;
    const attempts = (user: TestUser) => [
      () => accountJob.loader(args(user, get(jobPage), { id: jobId })),
      () =>
        accountJob.action(
          args(user, post(jobPage, { intent: "review", application: id, status: "shortlisted" }), {
            id: jobId,
          }),
        ),
      () =>
        accountJob.action(
          args(user, post(jobPage, { intent: "review", application: id, note: "Mine" }), {
            id: jobId,
          }),
        ),
      () => accountJob.action(args(user, post(jobPage, { intent: "close" }), { id: jobId })),
      () => accountJobForm.loader(args(user, get(`${jobPage}/edit`), { id: jobId })),
      () => accountInboxRequest.loader(args(user, get(inboxPage), { id })),
      () =>
        accountInboxRequest.action(
          args(user, post(inboxPage, { intent: "reply", body: "Come for an interview." }), {
            id,
          }),
        ),
      () => accountInboxFile.loader(args(user, get(filePage), { id, fileId })),
    ];
    // Another owner, a plain member, and the applicant herself: as if none of it existed.
    for (const user of [cy, dee, ada]) {
      for (const attempt of attempts(user)) expect(await outcome(attempt)).toEqual({ status: 404 });
    }
    // A visitor is sent to sign in, and comes back to the page once signed in.
    for (const attempt of attempts(null)) {
      const answer = await outcome(attempt);
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/sign-in\?next=%2Faccount%2F/);
    }
    // Nothing was written: the application is as it was sent, the job still open.
    expect(await repo.hiring.applicants(bob.id, jobId)).toMatchObject([
      { id, status: "new", note: "" },
    ]);
    expect((await requests.open({ ...bob, isOperator: false }, id))?.replies).toEqual([]);
    expect(await repo.hiring.publicJob(jobId)).toMatchObject({ closed: false });
    // Cy's own jobs page and Dee's applications list show none of it.
    expect(await accountApplications.loader(args(dee, get("/account/applications"), {}))).toEqual({
      applications: [],
    });
  });

  it("lets the owner shortlist, note, message and download the CV; the applicant sees the status and the message", async () => {
    const { jobId, id, cv, fileId } = await applied();
    const jobPage = `/account/jobs/${jobId}`;
    const page = (await accountJob.loader(args(bob, get(jobPage), { id: jobId }))) as Awaited<
      ReturnType<typeof accountJob.loader>
    >;
    // A signed-in applicant applies as the account, whatever the form's name field held (decision 231).
    expect(page.applicants.map((a) => a.name)).toEqual(["Ada"]);

    const moved = await outcome(() =>
      accountJob.action(
        args(
          bob,
          post(jobPage, {
            intent: "review",
            application: id,
            status: "shortlisted",
            note: "Strong",
          }),
          { id: jobId },
        ),
      ),
    );
    expect(moved).toEqual({ status: 302, location: `${jobPage}?reviewed=1#application-${id}` });
    const replied = await outcome(() =>
      accountInboxRequest.action(
        args(bob, post(`/account/inbox/${id}`, { intent: "reply", body: "Come on Monday." }), {
          id,
        }),
      ),
    );
    expect(replied.status).toBe(200);
    const download = (await accountInboxFile.loader(
      args(bob, get(`/account/inbox/${id}/files/${fileId}`), { id, fileId }),
    )) as Response;
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(cv));

    // The applicant: the status in her list and on the application's page, with the message.
    const mine = await accountApplications.loader(args(ada, get("/account/applications"), {}));
    expect(mine.applications).toMatchObject([{ id, jobId, status: "shortlisted" }]);
    const detail = await accountRequest.loader(args(ada, get(`/account/requests/${id}`), { id }));
    expect(detail.applicantStatus).toBe("shortlisted");
    expect(detail.request.replies.map((r) => r.body)).toEqual(["Come on Monday."]);
    // The note stays the employer's.
    expect(JSON.stringify(detail)).not.toContain("Strong");
    // Told on the site of the new status.
    expect((await notifications.list(ada.id, 1)).items.map((n) => n.kind)).toContain(
      "application-status",
    );
  });

  it("limits posting and reviewing, and answers a closed job's address with 410", async () => {
    const jobId = (await repo.hiring.create(bob.id, JOB, true))!;
    const limited = (user: TestUser) =>
      ({ context: context(user, refusingLimits), params: { id: jobId } }) as unknown as Args;
    expect(
      await outcome(() =>
        accountJobForm.action({
          ...limited(bob),
          request: post("/account/jobs/new", { ...jobFormValues(JOB), intent: "publish" }),
          params: {},
        }),
      ),
    ).toEqual({ status: 429 });
    expect(await repo.hiring.mine(bob.id)).toHaveLength(1);
    expect(
      await outcome(() =>
        accountJob.action({
          ...limited(bob),
          request: post(`/account/jobs/${jobId}`, { intent: "close" }),
        }),
      ),
    ).toEqual({ status: 429 });
    expect(await repo.hiring.publicJob(jobId)).toMatchObject({ closed: false });

    // One limiter, many posts: the allowance runs out.
    const shared = memberLimits(null);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await outcome(() =>
        accountJob.action({
          context: context(bob, shared),
          request: post(`/account/jobs/${jobId}`, { intent: i % 2 ? "publish" : "close" }),
          params: { id: jobId },
        } as unknown as Args),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);

    await repo.hiring.setStatus(bob.id, jobId, "closed");
    const closed = await outcome(() =>
      jobDetail.loader({
        context: context(null),
        request: get(`/jobs/${jobId}`),
        params: { id: jobId },
      } as unknown as Parameters<typeof jobDetail.loader>[0]),
    );
    expect(closed).toEqual({ status: 410 });
    const unknown = await outcome(() =>
      jobDetail.loader({
        context: context(null),
        request: get("/jobs/p-none"),
        params: { id: "p-none" },
      } as unknown as Parameters<typeof jobDetail.loader>[0]),
    );
    expect(unknown).toEqual({ status: 404 });
  });

  it("sends an application to a sample job, or to a closed job, to the site's mailbox as before", async () => {
    const jobId = (await repo.hiring.create(bob.id, JOB, true))!;
    await repo.hiring.setStatus(bob.id, jobId, "closed");
    for (const job of ["j1", jobId]) {
      const id = await sendRequest(inbox, jobFields({ _job: job }), {
        files: [["file", fakeFile("pdf"), "cv.pdf"]],
        cookie: "member=buyer",
      });
      const row = await inbox.db
        .selectFrom("company_requests")
        .select("submission_id")
        .where("submission_id", "=", id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      expect((await inbox.store.summary(id))?.mailbox).toBe("applications@procureconnect.example");
    }
    expect(await repo.hiring.applicationsOf(ada.id)).toEqual([]);
  });
});
