// The community forms' limits (issue #20), apart from the schemas so the forms in the browser
// don't carry zod for two numbers.

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
export const HELP_MESSAGE_MIN = 10;
export const HELP_MESSAGE_MAX = 2000;
