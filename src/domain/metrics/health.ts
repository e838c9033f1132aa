// Health, spec section 5: 100 minus the QuickDASH score (or, without one, the functional
// limitation from the movement checks), clamped to 0-100. Null when neither is known.
export function healthOf(input: {
  quickDashScore?: number | null;
  functionalLimitation?: number | null;
}): number | null {
  const burden = input.quickDashScore ?? input.functionalLimitation;
  if (typeof burden !== "number" || !Number.isFinite(burden)) return null;
  return Math.round(Math.min(100, Math.max(0, 100 - burden)));
}
