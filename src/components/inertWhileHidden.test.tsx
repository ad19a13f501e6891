import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { keepHiddenInert } from './inertWhileHidden'

/**
 * `inertWhileHidden.ts` stands in for what Ark's dialogs (zag's `ariaHidden`) do not do yet: zag
 * hides the page from assistive technology with `aria-hidden` only (its `hideOthers`), not with
 * `inert`, which it has (`suppressOthers`) but does not use (chakra-ui/zag#3203). The first test
 * fails the day zag makes the hidden page inert itself: then delete `inertWhileHidden.ts`.
 */

beforeAll(() => {
  // jsdom lacks `inert`; as in browsers, it reflects the `inert` attribute. With it, zag's own
  // check for the feature (`'inert' in HTMLElement.prototype`) finds it as a browser would.
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert')
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', value)
    },
  })
})
afterEach(() => {
  cleanup() // the dialog first, then the page behind it
  document.body.replaceChildren()
})

// zag hides the page a frame or more after the dialog opens: 1.9 s on a busy machine.
const patience = { timeout: 4_000 }

const ModalDialog = ({ open }: { open: boolean }) => (
  <Dialog.Root open={open} modal lazyMount unmountOnExit>
    <Portal>
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Menu</Dialog.Title>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
)

/** A modal dialog open over a page (a child of the body, as the app's `#root` is), once zag hides it. */
async function openOverPage() {
  const page = document.createElement('div')
  page.innerHTML = '<a href="/projects">Our Work</a>'
  document.body.append(page)
  const { rerender } = render(<ModalDialog open />)
  await waitFor(() => expect(page.getAttribute('aria-hidden')).toBe('true'), patience)
  return { page, rerender }
}

it('is still needed: an open Ark dialog hides the page with aria-hidden but leaves it focusable', async () => {
  const { page } = await openOverPage()
  expect(page.inert).toBe(false)
})

it('makes the page inert exactly while a dialog hides it', async () => {
  keepHiddenInert()
  const { page, rerender } = await openOverPage()
  expect(page.inert).toBe(true)
  rerender(<ModalDialog open={false} />)
  await waitFor(() => expect(page.hasAttribute('aria-hidden')).toBe(false), patience)
  expect(page.inert).toBe(false)
})
