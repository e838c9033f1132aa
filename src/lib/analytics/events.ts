/** The client-side tracking events of spec section 7. */
export const TRACK_EVENTS = [
  "PageView",
  "CompleteRegistration",
  "Lead",
  "Purchase",
  "Subscribe",
  "InitiateCheckout",
  "AddPaymentInfo",
  "ViewContent",
  "AssessmentStarted",
  "AssessmentCompleted",
  "ExerciseCompleted",
  "GoProClicked",
  "StartTrial",
] as const;
export type TTrackEvent = (typeof TRACK_EVENTS)[number];
