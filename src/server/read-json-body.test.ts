import { describe, expect, it } from "vitest";
import { readJsonBody } from "./read-json-body";

const refuse = (status: number, error: string) => Response.json({ error }, { status });
const request = (body: string, contentType = "application/json") =>
  new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers: { "content-type": contentType },
  });

describe("readJsonBody", () => {
  it.each([
    ["JSON within the limit", request('{"a":1}'), { ok: true, value: { a: 1 } }],
    ["exactly the limit (10 bytes)", request('{"a":"12"}'), { ok: true, value: { a: "12" } }],
    ["one byte over", request('{"a":"123"}'), 413],
    ["counted in bytes, not characters", request('{"a":"é1"}'), 413],
    ["with a charset", request("[1]", "application/json; charset=utf-8"), { ok: true, value: [1] }],
    ["form encoded", request("a=1", "application/x-www-form-urlencoded"), 415],
    ["plain text", request("{}", "text/plain"), 415],
    ["not JSON", request("{"), 400],
  ])("%s", async (_name, req, expected) => {
    const result = await readJsonBody(req, { maxBytes: 10, what: "entry", refuse });
    if (typeof expected === "number") {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.response.status).toBe(expected);
    } else expect(result).toEqual(expected);
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const req = new Request("http://localhost/api/x", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json", "content-length": "11" },
    });
    const result = await readJsonBody(req, { maxBytes: 10, what: "entry", refuse });
    expect(result.ok ? 200 : result.response.status).toBe(413);
    expect(req.bodyUsed).toBe(false);
  });

  it("words the refusals with what is sent", async () => {
    const result = await readJsonBody(request("{"), { maxBytes: 10, what: "entry", refuse });
    if (result.ok) throw new Error("expected a refusal");
    expect(await result.response.json()).toEqual({ error: "That entry isn't valid JSON." });
  });
});
