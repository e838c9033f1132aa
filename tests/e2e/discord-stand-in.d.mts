// Types of the Discord stand-in (discord-stand-in.mjs) for the TypeScript tests that start it.
import type { IncomingMessage, ServerResponse } from "node:http";

export const STAND_IN_CLIENT: { id: string; secret: string };
export const STAND_IN_BOT: { token: string; guildId: string; roleId: string };

type TGrant = { userId: string; scope: string };
export type TDiscordStandInState = {
  users: Map<string, { id: string; username: string; email: string | null; verified: boolean }>;
  codes: Map<string, TGrant & { redirectUri: string }>;
  access: Map<string, TGrant & { expiresAt: number }>;
  refresh: Map<string, TGrant>;
  members: Map<string, Set<string>>;
  refreshFailure: Record<string, unknown> | null;
  refreshes: string[];
  revoked: string[];
  botCalls: string[];
};

export function createDiscordStandIn(): {
  state: TDiscordStandInState;
  handler: (request: IncomingMessage, response: ServerResponse) => void;
};

export function startDiscordStandIn(port?: number): Promise<{
  state: TDiscordStandInState;
  handler: (request: IncomingMessage, response: ServerResponse) => void;
  url: string;
  stop: () => Promise<void>;
}>;
