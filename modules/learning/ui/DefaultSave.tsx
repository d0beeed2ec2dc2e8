/**
 * The first submit button of a content form, the one Enter presses: save, not one of the "add a row" buttons
 * further down. Hidden from everyone; the visible save button stays where it is.
 */
export function DefaultSave({ label }: { label: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value="save"
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    >
      {label}
    </button>
  )
}
