/**
 * Keeps what a modal dialog hides also out of the focus order. Ark's dialogs (the project, the
 * phone menu) hide everything outside them from assistive technology with `aria-hidden` on the
 * body's other children (the app's `#root` among them) and keep the focus inside with a trap, but
 * the hidden links and buttons can still take the focus: "hidden and focusable" (axe's
 * aria-hidden-focus), which a screen reader meets as focus on nothing. Here each child of the body
 * is `inert` exactly while it is `aria-hidden`: set in the same step as the attribute (a
 * MutationObserver's callback runs before the browser renders or runs any other task), so no
 * moment shows one without the other, whenever and however a dialog opens or closes.
 *
 * Each dialog's lazily loaded module calls it (once is enough; later calls do nothing), so it
 * watches before any dialog can open and costs the first load nothing.
 *
 * It stands in for zag (Ark's state machines) making the hidden page inert itself: zag's
 * `ariaHidden` uses `hideOthers`, not its `suppressOthers` (chakra-ui/zag#3203). The first test of
 * `inertWhileHidden.test.tsx` fails the day it does: then this file can go.
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
