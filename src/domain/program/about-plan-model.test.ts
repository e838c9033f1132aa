import { describe, expect, it } from "vitest";
import { sampleProgramInput } from "@/content/sample/program-input";
import { aboutPlanModelOf } from "./about-plan-model";
import { generateProgram } from "./generate-program";

describe("the about-plan page model", () => {
  it("before a program exists: moderate dosing, no nerves, the regions as chosen", () => {
    expect(
      aboutPlanModelOf({
        painRegions: [
          { area: "Thumb-Flexors", intensity: 6 },
          { area: "Fingers", intensity: 3 },
        ],
        nerveSymptoms: { present: false },
      }),
    ).toEqual({
      irritability: "moderate",
      regions: [
        { area: "Thumb-Flexors", intensity: 6 },
        { area: "Fingers", intensity: 3 },
      ],
      nerves: [],
    });
  });

  it.each([
    ["thumbIndexMiddle", "median"],
    ["ringLittle", "ulnar"],
    ["backThumbSide", "radial"],
  ] as const)("nerve symptoms at %s explain the %s nerve, once", (location, nerve) => {
    const model = aboutPlanModelOf({
      nerveSymptoms: {
        present: true,
        locations: [location, location],
        atNight: "never",
        triggers: ["typing"],
      },
    });
    expect(model.nerves).toEqual([nerve]);
  });

  it("takes its irritability from the program", () => {
    const program = generateProgram(sampleProgramInput("Wrist-Flexors"));
    expect(aboutPlanModelOf({ program }).irritability).toBe(program.irritability);
  });
});
