// Where a demonstration's image files are (public/demos, issue #15). Written by
// scripts/build-demos.ts from ./render-demo-files.tsx; this module only names them.

/**
 * The address of one of `name`'s files: the animation, or the still of key pose `pose` (0 is the
 * start); `thumb` for the thumbnail's, which leave out the words drawn in the picture.
 */
export function demoFileOf(name: string, options: { pose?: number; thumb?: boolean } = {}): string {
  const thumb = options.thumb ? "-thumb" : "";
  const pose = options.pose === undefined ? "" : `-${options.pose}`;
  return `/demos/${name}${thumb}${pose}.svg`;
}
