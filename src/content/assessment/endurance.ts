// Wording for the /endurance-test step: four timed holds against a light load.
import type { TEnduranceKey } from "@/domain/assessment/endurance";

export const ENDURANCE_STOP_RULE =
  "Stop the timer as soon as your muscles tire and you can't hold the position any longer, or your pain goes above 5 out of 10, whichever comes first.";

export const ENDURANCE_INTRO: string[] = [
  "These tests measure how long your forearm and thumb muscles can hold a light load. It's a test of endurance, not of how strong you are. Your results set the starting weights for your strength exercises, so they begin at a level that suits you.",
  "You'll need a table, a light dumbbell or a household item whose weight you know, and a rubber band for the thumb tests. A 1 lb (about 0.5 kg) can of food works well, and a full 1 L bottle of water weighs about 2.2 lb (1 kg). If you're not sure, start with something lighter.",
  "Each test is one timed hold. There is no target time to beat, and you stay in control: you stop when your muscles tire or your pain climbs past 5 out of 10.",
];

export const ENDURANCE_TEST_CONTENT: Record<
  TEnduranceKey,
  { title: string; setup: string[]; hold: string; equipment: string }
> = {
  wristFlexorsTest: {
    title: "Palm-up wrist hold",
    setup: [
      "Sit at a table and rest your forearm on it, palm facing up, with your wrist and hand just over the edge.",
      "Hold the weight in your hand.",
      "Lift your hand until your wrist is level with your forearm, not bent up or down.",
    ],
    hold: "Start the timer and keep your wrist level for as long as you can. Breathe normally. Stop when your hand starts to drop and you can't bring it back up, or your pain goes above 5 out of 10.",
    equipment: "A light dumbbell or a household item of known weight",
  },
  wristExtensorsTest: {
    title: "Palm-down wrist hold",
    setup: [
      "Sit at a table and rest your forearm on it, palm facing down, with your wrist and hand just over the edge.",
      "Hold the weight in your hand.",
      "Lift your hand until your wrist is level with your forearm, not bent up or down.",
    ],
    hold: "Start the timer and keep your wrist level for as long as you can. Breathe normally. Stop when your hand starts to drop and you can't bring it back up, or your pain goes above 5 out of 10.",
    equipment: "A light dumbbell or a household item of known weight",
  },
  thumbFlexorsTest: {
    title: "Thumb bend hold",
    setup: [
      "Rest your forearm and hand on the table on the little-finger side, so your thumb is on top.",
      "Loop a rubber band over the tip of your thumb. Fix the other end above your hand, for example over a drawer handle, or hold it in your other hand, so it gently pulls your thumb up.",
      "Bend your thumb down toward your fingers against the pull of the band.",
    ],
    hold: "Start the timer and hold your thumb bent against the band for as long as you can. Stop when your thumb starts to lift and you can't bring it back down, or your pain goes above 5 out of 10.",
    equipment: "A rubber band or a light resistance band",
  },
  thumbExtensorsTest: {
    title: "Thumb lift hold",
    setup: [
      "Rest your forearm and hand on the table on the little-finger side, so your thumb is on top.",
      "Put a rubber band around your thumb and fingers, just below the tips.",
      "Lift your thumb up and away from your palm, stretching the band.",
    ],
    hold: "Start the timer and keep your thumb lifted against the band for as long as you can. Stop when your thumb starts to sink and you can't lift it back, or your pain goes above 5 out of 10.",
    equipment: "A rubber band",
  },
};

export const ENDURANCE_PARTIAL_NOTE =
  "You don't have to do all four at once. You can save the tests you've done and come back later. Your program needs all four results, so we'll ask you to finish them before you move on.";
