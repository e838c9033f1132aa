/** The spec's disclaimer, where plans are sold: what Wristwise is and is not. */
export function BillingDisclaimer() {
  return (
    <p className="text-sm text-ink-muted">
      Wristwise is educational and not a substitute for professional medical advice, diagnosis or
      treatment. Prices are in US dollars. Payments are processed securely; we never see or store
      your full card number.
    </p>
  );
}
