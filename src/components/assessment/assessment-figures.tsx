import {
  HEALTH_TONE,
  RISK_TONE,
  STAMINA_TONE,
  sentenceCaseOf,
  type TTone,
} from "@/components/tone/tone";
import { ToneBadge } from "@/components/tone/tone-badge";
import { Card, CardDescription } from "@/components/ui/card";
import type { TAssessmentMetrics } from "@/domain/metrics/assessment-metrics";
import type { TRiskLevel } from "@/domain/metrics/labels";
import { cn } from "@/lib/cn";

// Spec 5's figures on their own, with no assessment content imported: the results page draws
// them on the server, the dashboard in the browser (issue #15).

const RISK_TEXT: Record<TRiskLevel, { label: string; body: string }> = {
  high: {
    label: "High",
    body: "Your muscles tire quickly for now, so everyday load can outpace them. Short, frequent breaks and a gentle start matter most.",
  },
  moderate: {
    label: "Moderate",
    body: "Your muscles cope with some load but tire before they should. Building endurance step by step lowers this.",
  },
  low: {
    label: "Low",
    body: "Your muscles hold up well to load. The focus is on keeping that capacity while symptoms settle.",
  },
};

function Score({
  value,
  label,
}: {
  value: number | null;
  label: { text: string; tone: TTone } | null;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="text-4xl font-semibold tabular-nums text-ink">{value ?? "–"}</span>
      {value !== null ? <span className="whitespace-nowrap text-ink-muted">/ 100</span> : null}
      {label ? (
        <ToneBadge tone={label.tone} value={label.text} className="ml-auto self-center">
          {sentenceCaseOf(label.text)}
        </ToneBadge>
      ) : null}
    </p>
  );
}

function Meter({ value, label }: { value: number; label: string }) {
  return (
    <div className="mt-3 h-2 rounded-full bg-line" aria-hidden>
      <div
        className="h-2 rounded-full bg-brand"
        style={{ width: `${Math.max(2, Math.min(100, value))}%` }}
        title={label}
      />
    </div>
  );
}

/**
 * Spec 5's four figures: stamina and health with their labels, overload risk and estimated
 * improvement time. `compact` leaves out the explanations (the dashboard links to the results).
 */
export function AssessmentFigures({
  metrics,
  healthFromMovement,
  compact = false,
}: {
  metrics: TAssessmentMetrics;
  healthFromMovement: boolean;
  compact?: boolean;
}) {
  // In compact form the figures sit under the dashboard's own h2, so their titles are h3.
  const Title = compact ? "h3" : "h2";
  const titleClass = "text-lg font-semibold text-ink";
  const note = (text: string) =>
    compact ? null : <CardDescription className="mt-3">{text}</CardDescription>;
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", compact && "lg:grid-cols-4")}>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Stamina</Title>
        <Score
          value={metrics.stamina}
          label={{ text: metrics.staminaLabel, tone: STAMINA_TONE[metrics.staminaLabel] }}
        />
        <Meter value={metrics.stamina} label={`${metrics.stamina} of 100`} />
        {note(
          "How long your forearm and thumb muscles held a light load, against a target of about 5% of your body weight. Your weakest test sets the figure.",
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Health</Title>
        <Score
          value={metrics.health}
          label={
            metrics.healthLabel && {
              text: metrics.healthLabel,
              tone: HEALTH_TONE[metrics.healthLabel],
            }
          }
        />
        {metrics.health !== null ? (
          <Meter value={metrics.health} label={`${metrics.health} of 100`} />
        ) : null}
        {note(
          healthFromMovement
            ? "100 minus how much your movement checks were limited, because there is no QuickDASH score."
            : "100 minus your QuickDASH score: higher means your hands are getting in the way of daily life less.",
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>Overload risk</Title>
        <p className="mt-3">
          <ToneBadge tone={RISK_TONE[metrics.riskLevel]} value={metrics.riskLevel} size="lg">
            {RISK_TEXT[metrics.riskLevel].label}
          </ToneBadge>
        </p>
        {compact ? null : (
          <CardDescription className="mt-2">{RISK_TEXT[metrics.riskLevel].body}</CardDescription>
        )}
      </Card>
      <Card className={cn(compact && "p-5")}>
        <Title className={titleClass}>
          {compact ? "Improvement time" : "Estimated improvement time"}
        </Title>
        <p className="mt-3 text-2xl font-semibold text-ink">
          About {metrics.improvementWeeks} weeks
        </p>
        {compact ? null : (
          <CardDescription className="mt-2">
            A rough guide to plan by, worked out from your stamina and health figures, not a
            promise. With regular exercise many people notice a change within 6 to 12 weeks, and
            some need longer.
          </CardDescription>
        )}
      </Card>
    </div>
  );
}
