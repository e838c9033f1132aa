export * from "./auth";
export * from "./profile";
export * from "./records";
