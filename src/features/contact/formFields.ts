import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  type ContactField,
  type ContactValues,
} from '../../../shared/contactMessage'

/**
 * Reading the contact form's fields. They are uncontrolled: their text lives in the page (so what
 * a visitor types before the app starts is kept, and a keystroke re-renders nothing), and is read
 * from the form when it is needed.
 */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement

export function fieldElement(form: HTMLFormElement, field: ContactField): FieldElement | undefined {
  const element = form.elements.namedItem(field)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : undefined
}

/** What the fields hold now (typed before or after the app started), as typed. */
export function readTyped(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const value = (field: ContactField) => {
    const entry = data.get(field)
    return typeof entry === 'string' ? entry : ''
  }
  return {
    name: value('name'),
    email: value('email'),
    company: value('company'),
    message: value('message'),
  }
}

/** The same without surrounding spaces: what is checked and sent (the schema trims alike). */
export function readValues(form: HTMLFormElement): ContactValues {
  const { name, email, company, message } = readTyped(form)
  return {
    name: name.trim(),
    email: email.trim(),
    company: company.trim(),
    message: message.trim(),
  }
}

/** Puts values into the fields where they differ (e.g. trimmed, or a draft into an empty field). */
export function fillFields(
  form: HTMLFormElement,
  values: ContactValues,
  where: (element: FieldElement) => boolean = () => true,
) {
  for (const field of contactFields) {
    const element = fieldElement(form, field)
    if (element && where(element) && element.value !== values[field]) {
      element.value = values[field]
    }
  }
}

/** The hidden field people never see (`CONTACT_HONEYPOT_FIELD`), as a bot may have filled it. */
export function readHoneypot(form: HTMLFormElement): string {
  const value = new FormData(form).get(CONTACT_HONEYPOT_FIELD)
  return typeof value === 'string' ? value : ''
}
