/**
 * The "How we use AI" page's words: `src/content/ai/<locale>.md`, which the studio edits. The
 * page reads a small part of Markdown: `# ` its title, `## ` a section's heading, `- ` an item of
 * a list, and any other run of lines a paragraph. Every word is shown as text, never as markup.
 */
type AiBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }

export type AiWords = { title: string; blocks: AiBlock[] }

/** A file's text as the page's title and blocks, in order. */
export function parseAiWords(markdown: string): AiWords {
  let title = ''
  const blocks: AiBlock[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    paragraph = []
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim()
    const last = blocks.at(-1)
    if (line === '') endParagraph()
    else if (line.startsWith('## ')) {
      endParagraph()
      blocks.push({ kind: 'heading', text: line.slice(3).trim() })
    } else if (line.startsWith('# ')) {
      endParagraph()
      title = line.slice(2).trim()
    } else if (line.startsWith('- ')) {
      endParagraph()
      const item = line.slice(2).trim()
      if (last?.kind === 'list') last.items.push(item)
      else blocks.push({ kind: 'list', items: [item] })
    } else paragraph.push(line)
  }
  endParagraph()
  return { title, blocks }
}
