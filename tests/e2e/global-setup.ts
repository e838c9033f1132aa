import { startA11yRecord } from "./a11y-record";

/** One record of the page states axe has checked, for every worker of this run. */
export default function globalSetup() {
  return startA11yRecord();
}
