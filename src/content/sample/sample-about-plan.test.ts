import { expect, it } from "vitest";
import { sampleAboutPlanOf } from "./sample-about-plan";

it("the sample plan explains two regions and the radial nerve", () => {
  const model = sampleAboutPlanOf();
  expect(model.regions).toEqual([
    { area: "Wrist-Hand-Extensors", intensity: 4 },
    { area: "Thumb-Extensors", intensity: 3 },
  ]);
  expect(model.nerves).toEqual(["radial"]);
});
