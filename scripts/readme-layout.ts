// The README's "Project layout" is a map a newcomer follows (issue 38): every path it names must
// exist. `layoutPaths` reads the map's paths from the README's text; readme-layout.test.ts checks
// each against the tree.

/** The column where the map's descriptions begin: an entry's name starts left of it. */
const DESCRIPTION_COLUMN = 24;

/** The paths the README's "Project layout" block names, each from the project's root. */
export function layoutPaths(readme: string): string[] {
  const section = readme.split(/^## Project layout\s*$/m)[1];
  if (!section) throw new Error('The README has no "## Project layout" section.');
  const block = section.split(/^```.*$/m)[1];
  if (!block) throw new Error("The README's layout has no code block.");
  const parents: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split("\n")) {
    const match = /^( *)(\S+)/.exec(line);
    if (!match || match[1]!.length >= DESCRIPTION_COLUMN) continue;
    const indent = match[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const parent = parents.at(-1);
    const path = (parent ? parent.path : "") + match[2];
    paths.push(path);
    if (path.endsWith("/")) parents.push({ indent, path });
  }
  return paths;
}
