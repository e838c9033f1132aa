// What each label the product shows means, as one of three tones, and how it reads on screen.
// The stored and compared values (spec 5's "HIGH PAIN - ADJUST", "Good Capacity", ...) stay as
// they are; people see them in sentence case, with a tone that a badge shows as colour AND shape.
import type { TIrritabilityLabel } from "@/domain/load/irritability-index";
import type { THealthLabel, TRiskLevel, TStaminaLabel } from "@/domain/metrics/labels";
import type { TFeedbackLabel } from "@/domain/program/feedback";
import type { TTrend } from "@/domain/program/weekly-trend";

/** positive: going well; neutral: on the way, nothing to act on; caution: ease off or adjust. */
export type TTone = "positive" | "neutral" | "caution";

/** Spec 5's feedback after a set. */
export const FEEDBACK_TONE: Record<TFeedbackLabel, TTone> = {
  "STEADY PROGRESS": "positive",
  "BUILDING STRENGTH": "positive",
  "GETTING STARTED": "neutral",
  "HIGH PAIN - ADJUST": "caution",
};

/** Spec 5's stamina labels. */
export const STAMINA_TONE: Record<TStaminaLabel, TTone> = {
  "Good Capacity": "positive",
  "Fair Capacity": "neutral",
  "Low Capacity": "caution",
};

/** Spec 5's health labels. */
export const HEALTH_TONE: Record<THealthLabel, TTone> = {
  "Strong Health": "positive",
  "Moderate Health": "neutral",
  "Needs Attention": "caution",
};

/** Spec 5's risk level: a high overload risk is the one to take care with. */
export const RISK_TONE: Record<TRiskLevel, TTone> = {
  low: "positive",
  moderate: "neutral",
  high: "caution",
};

/** The load tracking irritability index's bands. */
export const IRRITABILITY_TONE: Record<TIrritabilityLabel, TTone> = {
  settled: "positive",
  moderate: "neutral",
  "easily-irritated": "caution",
};

/** Pain over time: easing is good news, rising asks for care. */
export const PAIN_TREND_TONE: Record<TTrend, TTone> = {
  better: "positive",
  same: "neutral",
  worse: "caution",
};

/** A habit's link to evening pain ("What helps, what hurts"). */
export const PATTERN_TONE: Record<"lower" | "higher" | "same", TTone> = {
  lower: "positive",
  same: "neutral",
  higher: "caution",
};

/**
 * A stored label as people read it: sentence case, and a spaced hyphen as an en dash
 * ("HIGH PAIN - ADJUST" reads "High pain – adjust", "Good Capacity" reads "Good capacity").
 */
export function sentenceCaseOf(label: string): string {
  const lower = label.trim().toLowerCase().replaceAll(" - ", " – ");
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
