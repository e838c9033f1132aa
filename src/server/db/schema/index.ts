export * from "./auth";
export * from "./billing";
export * from "./community";
export * from "./conversions";
export * from "./expert-calls";
export * from "./profile";
export * from "./records";
export * from "./reminders";
