import { DemoFigure, demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { TEST_DEMONSTRATIONS, type TTestIllustration } from "@/content/assessment/demonstrations";

/**
 * The demonstration of one self-test of the assessment (mobility, endurance, nerve glides), drawn
 * with the exercises' rig. A server component: the step pages render it and hand it to their
 * (client) forms, so the rig's code never ships to the browser.
 */
function TestIllustration({ test, className }: { test: TTestIllustration; className?: string }) {
  return (
    <DemoFigure
      demo={demoShownOf(TEST_DEMONSTRATIONS[test])}
      name={`test-${test}`}
      className={className}
    />
  );
}

/** One illustration per test, rendered here for a form that shows them. */
export function testIllustrations<K extends TTestIllustration>(
  tests: readonly K[],
): Record<K, React.ReactNode> {
  return Object.fromEntries(
    tests.map((test) => [test, <TestIllustration key={test} test={test} />]),
  ) as Record<K, React.ReactNode>;
}
