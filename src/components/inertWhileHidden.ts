/**
 * Keeps what a modal dialog hides also out of the focus order: Ark hides the body's other children
 * with `aria-hidden`, but their links can still take the focus (axe's aria-hidden-focus). Each is
 * `inert` exactly while `aria-hidden` (a MutationObserver runs before the next render).
 * It stands in for zag's `suppressOthers` (chakra-ui/zag#3203); the first test of
 * `inertWhileHidden.test.tsx` fails the day zag does it: then this file can go.
 */
let watching = false

export function keepHiddenInert(body: HTMLElement = document.body) {
  if (watching) return
  watching = true
  const follow = (element: Element) => {
    if (element.parentElement !== body || !(element instanceof HTMLElement)) return
    element.inert = element.getAttribute('aria-hidden') === 'true'
  }
  new MutationObserver((records) => {
    for (const record of records) follow(record.target as Element)
  }).observe(body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] })
}
