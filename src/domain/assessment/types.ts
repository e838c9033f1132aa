/** Seconds held per endurance test (spec 3: enduranceTest and thirtyRM share these keys). */
export type TEnduranceTest = {
  wristFlexorsTest?: number;
  wristExtensorsTest?: number;
  thumbFlexorsTest?: number;
  thumbExtensorsTest?: number;
};
