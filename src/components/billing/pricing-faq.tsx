"use client";

// A client component for its payload only (issue #15): fixed text, drawn from this module.
import { FREE_TRIAL_DAYS } from "@/domain/billing/price-words";

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: "Can I cancel any time?",
    a: "Yes. Cancel from your account page in two clicks, no email or phone call needed. You keep everything you paid for until the end of the current period, and you are never charged again. You can change your mind and resume before that date.",
  },
  {
    q: "How does the free trial work?",
    a: `The trial gives you ${FREE_TRIAL_DAYS} days of Pro on the monthly, 3-month or annual plan. We ask for a card so Pro can carry on without a gap, but nothing is charged during the trial. Cancel before it ends and you pay nothing. There is one free trial per person.`,
  },
  {
    q: "Can I get a refund?",
    a: "The first time you buy a subscription, you can ask for a full refund within 14 days of paying, no questions asked: email support@wristwise.app. A refund ends the plan it paid for. Other payments aren't usually refundable, but this never limits your rights under consumer law.",
  },
  {
    q: "What stays free?",
    a: "The assessment, your personalised program with every instruction, the safety screen and the public exercise pages are free for everyone, always. Pro adds logging, progress tracking, load management and a new program when your pain areas change.",
  },
  {
    q: "What happens when I switch plans?",
    a: "A bigger renewing plan starts at once and you pay only the difference for the time left. A smaller one starts when your current period ends, so you never lose days you paid for. Moving to a lifetime plan ends your subscription; it is never charged again.",
  },
  {
    q: "Is Wristwise a medical service?",
    a: "No. Wristwise is educational and not a substitute for professional medical advice. If your safety screen suggests seeing a clinician, please do that first; the plan will still be here.",
  },
];

/** Honest answers to the questions people ask before paying (issue #13). */
export function PricingFaq() {
  return (
    <div className="space-y-3">
      {QUESTIONS.map(({ q, a }) => (
        <details
          key={q}
          className="group rounded-[var(--radius-control)] border border-line bg-surface p-4"
        >
          <summary className="cursor-pointer font-medium text-ink marker:text-brand">{q}</summary>
          <p className="mt-2 text-ink-muted">{a}</p>
        </details>
      ))}
    </div>
  );
}
