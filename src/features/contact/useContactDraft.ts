import { useEffect, type FormEvent, type RefObject } from 'react'
import { readDraft, writeDraft } from './contactDraft'
import { fillFields, readTyped } from './formFields'

/**
 * The draft of the contact form for this tab (`contactDraft.ts`): every keystroke is kept
 * (`saveDraft`, without a render), and after a reload the draft comes back into the fields
 * (after hydration, so the HTML matches); a field the visitor already typed into keeps what they
 * typed. The message's key comes back with it (`restoreKey`). When the last page could not send
 * it (its code was gone), this one can, on one more press: `askToResend` says so.
 */
export function useContactDraft({
  formRef,
  idempotencyKey,
  askToResend,
}: {
  formRef: RefObject<HTMLFormElement | null>
  idempotencyKey: RefObject<string | undefined>
  askToResend: () => void
}) {
  useEffect(() => {
    const draft = readDraft()
    const form = formRef.current
    if (!draft || !form) return
    idempotencyKey.current ??= draft.idempotencyKey
    fillFields(form, draft.values, (element) => element.value === '')
    if (draft.resend) {
      writeDraft({ ...draft, resend: false })
      askToResend()
    }
    // Once, after hydration: what the refs and the callback hold then is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const saveDraft = (event: FormEvent<HTMLFormElement>) => {
    writeDraft({ values: readTyped(event.currentTarget), idempotencyKey: idempotencyKey.current })
  }
  return saveDraft
}
