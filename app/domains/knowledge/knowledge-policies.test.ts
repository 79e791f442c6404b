import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { ARTICLE_FORM_MAX_BYTES } from "./rules";
import { TRAINING_FORM_MAX_BYTES } from "./training-console.server";
import { REGISTRATION_FORM_MAX_BYTES } from "./training.server";
import * as adminArticle from "./routes/admin-article";
import * as adminTraining from "./routes/admin-training";
import * as caseStudyNew from "./routes/case-study-new";
import * as trainingEvent from "./routes/training-event";

// The knowledge actions' policies: the console's article and training forms for operators, a
// case study for confirmed members, a training registration for members; each form read within
// its limit by the pipeline.

describe("knowledge route policies", () => {
  it("declares who may post and how large a form each action reads", () => {
    expect(policyOf(adminArticle.action)).toEqual({
      who: "operator",
      body: ARTICLE_FORM_MAX_BYTES,
    });
    expect(policyOf(adminTraining.action)).toEqual({
      who: "operator",
      body: TRAINING_FORM_MAX_BYTES,
    });
    expect(policyOf(caseStudyNew.action)).toEqual({
      who: "confirmed",
      body: ARTICLE_FORM_MAX_BYTES,
      limit: { take: "case-study", when: "in-handler" },
    });
    expect(policyOf(trainingEvent.action)).toEqual({
      who: "member",
      body: REGISTRATION_FORM_MAX_BYTES,
      limit: { take: "training-registration", when: "in-handler" },
    });
  });
});
