// The modules tools/markdownBlocks.ts makes of the studio's Markdown pages.
// An ambient module cannot import a relative path, so its type is named by `import()`.
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module '*.md?blocks' {
  /** The file's headings, paragraphs and lists, in order. */
  const blocks: import('./richText').RichBlock[]
  export default blocks
}
