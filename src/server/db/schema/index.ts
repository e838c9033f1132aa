export * from "./auth";
export * from "./billing";
export * from "./profile";
export * from "./records";
