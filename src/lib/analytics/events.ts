/** The client-side tracking events of spec section 7 (its "login" too, as Login). */
export const TRACK_EVENTS = [
  "PageView",
  "CompleteRegistration",
  "Login",
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
