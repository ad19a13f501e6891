import { Container } from '../../components/Container'
import { RichText } from '../../components/RichText'
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
      <h1 className={styles.title}>
        <RichText runs={words.title} />
      </h1>
      {lead?.kind === 'paragraph' && (
        <p className={styles.lead}>
          <RichText runs={lead.children} />
        </p>
      )}
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className={styles.heading}>
            <RichText runs={block.children} />
          </h2>
        ) : block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, at) => (
              <li key={at}>
                <RichText runs={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.text}>
            <RichText runs={block.children} />
          </p>
        ),
      )}
    </Container>
  )
}
