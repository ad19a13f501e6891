import { Container } from '../../components/Container'
import * as styles from '../../components/TextPage.css'
import { useLocale } from '../../i18n/useLocale'
import { aiWords } from './aiWords'

/** "How we use AI": the studio's own words (`src/content/ai/`), as headings, paragraphs and lists. */
export function AiPage() {
  const words = aiWords(useLocale())
  const [lead, ...rest] = words.blocks
  const blocks = lead?.kind === 'paragraph' ? rest : words.blocks
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{words.title}</h1>
      {lead?.kind === 'paragraph' && <p className={styles.lead}>{lead.text}</p>}
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className={styles.heading}>
            {block.text}
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, at) => (
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.text}>
            {block.text}
          </p>
        ),
      )}
    </Container>
  )
}
