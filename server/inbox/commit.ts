import {
  isEmail,
  SENDER_IDENTITY,
  validateSubmission,
  withSender,
} from "../../app/domain/form-schemas";
import {
  answer,
  NOT_ADDRESSED_MESSAGE,
  refused,
  SUCCESS_MESSAGE,
  type Answer,
  type Origin,
} from "./answers";
import { fingerprintOf, IDEMPOTENCY_CONFLICT_MESSAGE as CONFLICT, type Checked } from "./check";
import { withSenderFields, type SubmissionRouter } from "./config";
import type { MailRelay } from "./mailer";
import type { InboxStore } from "./store";
import type { CommitResult } from "./submissions";

// A checked submission to an active mailbox, stored once: a retry under the same idempotency key
// is answered as the first was; a request to a company of the network goes to its inbox, not to
// the mailbox's e-mail, and a signed-out sender must then have given their name and e-mail (the
// form's `withSender` schema), so that the company can answer.

/** A job application naming an earlier CV that is not the sender's (or is gone): 409, its own words. */
export const PREVIOUS_CV_GONE =
  "The CV of your last application could not be found. Attach your CV to apply.";

export function committer(
  store: InboxStore,
  relay: MailRelay | null,
  router: SubmissionRouter | undefined,
  log: (message: string) => void = console.error,
) {
  /** The answer to a submission stored now, or to a retry of one stored before. */
  const answerCommit = (result: CommitResult): Answer => {
    if (result.kind === "conflict") return refused(422, CONFLICT);
    if (result.kind === "stored") relay?.kick();
    return answer(result.kind === "stored" ? "stored" : "replayed", 200, SUCCESS_MESSAGE);
  };

  return async function commitChecked(
    address: string,
    checked: Checked,
    origin: Origin,
  ): Promise<Answer> {
    const idempotency = checked.key
      ? { key: checked.key, fingerprint: fingerprintOf(checked) }
      : undefined;
    const repeat = idempotency && (await store.repeatOf(address, idempotency));
    if (repeat) return answerCommit(repeat);
    let routed: Awaited<ReturnType<SubmissionRouter["addressOf"]>> | undefined;
    try {
      routed = await router?.addressOf(checked.schema.id, checked.fields, {
        vendor: origin.vendor ?? checked.vendor ?? null,
        job: origin.job ?? checked.job ?? null,
        headers: origin.headers,
        ...(checked.previousCv ? { previousCv: checked.previousCv } : {}),
      });
    } catch (error) {
      // Whether it is for a company, and whose, is unknown: keep nothing and say so (decision
      // 303); the sender's retry, with the same attempt key, is stored once.
      log(`[forms-inbox] could not address a ${checked.schema.id} submission: ${String(error)}`);
      return refused(503, NOT_ADDRESSED_MESSAGE, 30);
    }
    if (routed?.refusal) return refused(routed.refusal.status, routed.refusal.message);
    // An earlier CV is sent again only to a company, by the member whose application sent it.
    const previousCv = checked.previousCv ? routed?.previousCv : undefined;
    if (checked.previousCv && !previousCv) return refused(409, PREVIOUS_CV_GONE);
    if (routed && routed.address.buyerId === null) {
      const problem = validateSubmission(
        withSender(checked.schema),
        Object.fromEntries(checked.fields),
        checked.attachments.map((a) => ({ name: a.originalName, size: a.size })),
      );
      if (problem) return refused(problem.status, problem.message);
    }
    const request = routed?.address;
    const result = await store.commit({
      mailbox: address,
      form: checked.schema.id,
      fields: routed
        ? withSenderFields(checked.fields, routed.sender, SENDER_IDENTITY[checked.schema.id].name)
        : checked.fields,
      attachments: checked.attachments,
      ...(previousCv ? { copies: [previousCv] } : {}),
      mail: relay !== null && isEmail(address) && !request,
      idempotency,
      request,
    });
    if (result.kind === "stored" && routed?.address)
      router?.stored?.(result.summary.id, routed.address, routed.owner);
    return answerCommit(result);
  };
}
