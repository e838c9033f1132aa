import { LINK_GOOGLE_MESSAGE_TYPE, linkGoogleMessage } from "@/domain/auth/link-google";
import { escapeHtml } from "@/server/email/escape-html";

export const dynamic = "force-dynamic";

/**
 * The end of the Google link popup. Better Auth's callback sends the popup here, with ?error= when
 * linking failed. The page posts the outcome to the /account page that opened it (same origin
 * only) and closes; opened any other way, it shows the outcome and a link back.
 */
export function GET(request: Request): Response {
  const raw = new URL(request.url).searchParams.get("error");
  const error = raw ? raw.slice(0, 64) : null;
  const { message } = linkGoogleMessage(
    error ? { kind: "error", code: error } : { kind: "success" },
  );
  const payload = JSON.stringify({ type: LINK_GOOGLE_MESSAGE_TYPE, error }).replace(
    /</g,
    "\\u003c",
  );
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Linking Google - Wristwise</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; color: #1c2629">
<main>
<h1 style="font-size: 1.25rem">Linking your Google account</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/account" style="color: #0b5563">Back to your account</a></p>
</main>
<script>
(function () {
  var opener = window.opener;
  if (opener && !opener.closed) {
    opener.postMessage(${payload}, window.location.origin);
    window.close();
  }
})();
</script>
</body>
</html>`;
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
