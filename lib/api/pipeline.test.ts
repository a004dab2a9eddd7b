/** The data call's pipeline is a list read where the endpoint is declared: its steps, in order. */
import { describe, expect, it } from "vitest";
import { DATA_CALL_PIPELINE } from "@/lib/api/endpoint";

describe("the data call's pipeline", () => {
  it("runs scope, parameters, owner, the validators (a free 304), the one charge, the read model, the reveal, the answer", () => {
    expect(DATA_CALL_PIPELINE).toEqual([
      "announceDeprecation",
      "requireScope",
      "readParameters",
      "requireOwner",
      "nameBreadthSubject",
      "answerUnchangedByDerivedValidator",
      "answerUnchangedByAnswersValidator",
      "charge",
      "readModel",
      "chargeRevealedSkills",
      "respond",
    ]);
  });
});
