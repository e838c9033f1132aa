/** "1 call", "3 calls": a count with its word, singular for exactly one. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
