import { handleAuthRoute } from "@/server/auth/auth-route";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return handleAuthRoute(request);
}

export function POST(request: Request) {
  return handleAuthRoute(request);
}
