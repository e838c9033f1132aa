import { describe, expect, it } from "vitest";
import {
  FEEDBACK_TONE,
  HEALTH_TONE,
  IRRITABILITY_TONE,
  PAIN_TREND_TONE,
  PATTERN_TONE,
  RISK_TONE,
  STAMINA_TONE,
  sentenceCaseOf,
} from "./tone";

describe("every label's tone and how it reads", () => {
  it.each([
    // Spec 5's feedback after a set.
    [FEEDBACK_TONE, "STEADY PROGRESS", "positive", "Steady progress"],
    [FEEDBACK_TONE, "BUILDING STRENGTH", "positive", "Building strength"],
    [FEEDBACK_TONE, "GETTING STARTED", "neutral", "Getting started"],
    [FEEDBACK_TONE, "HIGH PAIN - ADJUST", "caution", "High pain – adjust"],
    // Spec 5's stamina and health labels.
    [STAMINA_TONE, "Good Capacity", "positive", "Good capacity"],
    [STAMINA_TONE, "Fair Capacity", "neutral", "Fair capacity"],
    [STAMINA_TONE, "Low Capacity", "caution", "Low capacity"],
    [HEALTH_TONE, "Strong Health", "positive", "Strong health"],
    [HEALTH_TONE, "Moderate Health", "neutral", "Moderate health"],
    [HEALTH_TONE, "Needs Attention", "caution", "Needs attention"],
    // Spec 5's risk level.
    [RISK_TONE, "low", "positive", "Low"],
    [RISK_TONE, "moderate", "neutral", "Moderate"],
    [RISK_TONE, "high", "caution", "High"],
  ] as const)("%#: %s reads %s", (table, label, tone, text) => {
    expect((table as Record<string, string>)[label]).toBe(tone);
    expect(sentenceCaseOf(label)).toBe(text);
  });

  it.each([
    [
      IRRITABILITY_TONE,
      { settled: "positive", moderate: "neutral", "easily-irritated": "caution" },
    ],
    [PAIN_TREND_TONE, { better: "positive", same: "neutral", worse: "caution" }],
    [PATTERN_TONE, { lower: "positive", same: "neutral", higher: "caution" }],
  ])("load and pain levels: %o", (table, expected) => {
    expect(table).toEqual(expected);
  });

  it("only the hyphen between words becomes a dash; hyphenated words stay", () => {
    expect(sentenceCaseOf("  EASILY-IRRITATED - REST ")).toBe("Easily-irritated – rest");
    expect(sentenceCaseOf("")).toBe("");
  });
});
