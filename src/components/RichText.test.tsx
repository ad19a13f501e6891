import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { RichInline } from '../content/richText'
import { loadMessages } from '../i18n/messages'
import { RichText } from './RichText'

async function renderRuns(runs: RichInline[]) {
  await loadMessages('en')
  const rootRoute = createRootRoute({ component: () => <p>{<RichText runs={runs} />}</p> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() })
  await act(() => router.load())
  return render(<RouterProvider router={router} />)
}

it('shows emphasis, strong emphasis and links as elements, and markup as text', async () => {
  const { container } = await renderRuns([
    'A <b>quiet</b> ',
    { kind: 'em', children: ['calm'] },
    ' and ',
    { kind: 'strong', children: ['bold'] },
    ' film: ',
    { kind: 'link', href: 'https://example.com/making', children: ['the making of'] },
    ', ',
    { kind: 'link', href: 'mailto:hola@example.com', children: ['write'] },
  ])
  expect(container.querySelector('p')?.textContent).toBe(
    'A <b>quiet</b> calm and bold film: the making of (opens in a new tab), write',
  )
  const text = (tag: string) => container.querySelector(tag)?.textContent
  expect([text('b'), text('em'), text('strong')]).toEqual([undefined, 'calm', 'bold'])
  const web = screen.getByRole('link', { name: /^the making of/ })
  expect(web).toHaveAttribute('href', 'https://example.com/making')
  expect(web).toHaveAttribute('target', '_blank')
  expect(web).toHaveAttribute('rel', 'noopener noreferrer')
  const mail = screen.getByRole('link', { name: 'write' })
  expect(mail).toHaveAttribute('href', 'mailto:hola@example.com')
  expect(mail).not.toHaveAttribute('target')
})
