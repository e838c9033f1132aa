/** How many of an exercise's own latest logs its program card lists under "Recent logs". */
export const RECENT_LOGS_PER_EXERCISE = 3;
