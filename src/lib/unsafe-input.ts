// Input no server function should ever see: strings holding NUL (PostgreSQL refuses them with a
// 500, "invalid byte sequence 0x00") and structures nested deeper than any form of ours.

/** Deeper than any input of the app (the deepest, an assessment step, is 4 levels). */
export const MAX_INPUT_DEPTH = 8;

/**
 * The path of the first string holding a NUL character ("note", "answers.3"), "form" when the
 * input is nested deeper than MAX_INPUT_DEPTH or holds a cycle, or null when it is clean.
 */
export function unsafeInputPathOf(value: unknown): string | null {
  const seen = new Set<object>();
  const walk = (v: unknown, path: string[], depth: number): string | null => {
    if (typeof v === "string") return v.includes("\u0000") ? path.join(".") || "form" : null;
    if (v === null || typeof v !== "object") return null;
    if (depth > MAX_INPUT_DEPTH || seen.has(v)) return "form";
    seen.add(v);
    for (const [key, child] of Object.entries(v)) {
      if (key.includes("\u0000")) return "form";
      const found = walk(child, [...path, key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(value, [], 0);
}

/** C0 control characters and DEL: never part of a name, a campaign or an address a person typed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");

/** Whether the text holds a control character (a line break, a NUL, an escape). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The text without control characters (a NUL would fail its database write). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
