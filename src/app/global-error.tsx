"use client";

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: "system-ui, sans-serif", background: "#f6f5f1", color: "#1c2629" }}
      >
        <main style={{ maxWidth: 560, margin: "15vh auto", padding: "0 1rem" }}>
          <h1>Sorry, Wristwise didn&apos;t load</h1>
          <p>This is on our side. What you saved before is safe. Please try again in a moment.</p>
          <button
            type="button"
            onClick={reset}
            style={{ padding: "0.6rem 1.2rem", marginTop: "1rem" }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
